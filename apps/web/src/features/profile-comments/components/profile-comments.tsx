import { canReplyToWallComment } from '@haven/shared/profile-comments/policies';
import { useId } from 'react';
import { CommentMentions } from '../../../components/comments/comment-mentions';
import {
  CommentPagination,
  CommentSignInPrompt,
  CommentsEmpty,
  CommentsHeading,
  ThreadsSkeleton,
} from '../../../components/comments/comment-section-parts';
import { CommentThreads } from '../../../components/comments/comment-threads';
import { ThreadComposer, type ThreadComposerPlacement } from '../../../components/comments/thread-composer';
import { useHighlightedComment, useThreadPage } from '../../../components/comments/use-linked-comment';
import { Alert } from '../../../components/ui/alert';
import { CARD_CLASSES } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { useCreateProfileComment } from '../api/create-profile-comment';
import { useProfileComments } from '../api/get-profile-comments';
import { profileCommentTexts } from '../shared-texts';
import { ProfileCommentItem } from './profile-comment-item';
import { loadProfileCommentSchema } from './profile-comment-schema';
import { WALL_COMMENT_FIELD } from './wall-comment-field';

/**
 * A member's wall: members read it and reply; the owner and their friends start comments.
 * `?comment={id}` opens the page holding that comment, scrolls to it and highlights it.
 */
export function ProfileComments({ profileId, username }: { profileId: string; username: string }) {
  const headingId = useId();
  const { page, linked, turnPage } = useThreadPage();
  const comments = useProfileComments(profileId, { page, comment: linked });
  const highlighted = useHighlightedComment(linked, comments.data?.items);

  const wall = comments.data;
  // The server answers visitors 401: walls are for members.
  const isVisitor = comments.error instanceof ApiError && comments.error.status === 401;
  return (
    <section aria-labelledby={headingId} className={`${CARD_CLASSES} p-4 sm:p-6`}>
      <CommentsHeading id={headingId} total={wall?.total} />
      {isVisitor ? (
        <CommentSignInPrompt message={profileCommentTexts.signInToView} className="mt-4" />
      ) : comments.isError ? (
        <Alert variant="error" className="mt-4">
          {profileCommentTexts.loadFailed}
        </Alert>
      ) : !wall?.viewer ? (
        <ThreadsSkeleton />
      ) : (
        <div aria-busy={comments.isFetching}>
          {wall.viewer.canComment && (
            <Composer
              profileId={profileId}
              label={`Write on ${username}'s profile`}
              onPosted={() => turnPage(1)}
              className="mt-4"
            />
          )}
          {wall.items.length === 0 ? (
            <CommentsEmpty text={profileCommentTexts.empty} />
          ) : (
            <CommentMentions cards={wall.mentions}>
              <CommentThreads
                threads={wall.items}
                highlighted={highlighted}
                canReply={() => canReplyToWallComment(wall.viewer)}
                renderComment={(comment, shown) => (
                  <ProfileCommentItem comment={comment} viewer={wall.viewer} {...shown} />
                )}
                renderReplyBox={(placement) => <Composer profileId={profileId} {...placement} />}
                className="mt-4"
              />
            </CommentMentions>
          )}
          <CommentPagination list={{ page, totalPages: wall.totalPages }} onPageChange={turnPage} />
        </div>
      )}
    </section>
  );
}

type ComposerProps = ThreadComposerPlacement & { profileId: string };

/** The box for a new top-level comment or a reply on this wall. */
function Composer({ profileId, ...props }: ComposerProps) {
  const create = useCreateProfileComment(profileId);
  return (
    <ThreadComposer
      {...props}
      loadSchema={loadProfileCommentSchema}
      field={WALL_COMMENT_FIELD}
      placeholder={profileCommentTexts.placeholder}
      replyPlaceholder={profileCommentTexts.replyPlaceholder}
      messages={profileCommentTexts}
      create={create}
    />
  );
}
