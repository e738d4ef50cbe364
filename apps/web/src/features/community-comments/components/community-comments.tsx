import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import {
  type CommentTargetAccess,
  canCommentOn,
  canReplyToCommunityComment,
} from '@haven/shared/community-comments/policies';
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
import { cn } from '../../../lib/cn';
import { useCreateCommunityComment } from '../api/create-community-comment';
import { type CommentTarget, useCommunityComments } from '../api/get-community-comments';
import { communityCommentTexts } from '../shared-texts';
import { COMMUNITY_COMMENT_FIELD } from './community-comment-field';
import { CommunityCommentItem } from './community-comment-item';
import { loadCommunityCommentSchema } from './community-comment-schema';

type CommunityCommentsProps = CommentTarget & { viewer: PolicyViewer; className?: string };

/**
 * The comments under a public team or an approved guide: everyone reads them, members post and
 * reply (one level deep), ten threads a page, following changes live. `?comment={id}` opens the
 * page holding that comment, scrolls to it and highlights it. Nothing shows where the server
 * has no comments to give (a guide not approved).
 */
export function CommunityComments({ kind, id, viewer, className }: CommunityCommentsProps) {
  const headingId = useId();
  const target = { kind, id };
  const { page, linked, turnPage } = useThreadPage();
  const comments = useCommunityComments(target, { page, comment: linked });
  const highlighted = useHighlightedComment(linked, comments.data?.items);

  if (comments.error instanceof ApiError && comments.error.status === 404) return null;
  // A list the server answers is of a public team or an approved guide.
  const access: CommentTargetAccess =
    kind === 'team' ? { kind, isPublic: true } : { kind, status: 'approved' };
  const list = comments.data;
  return (
    <section aria-labelledby={headingId} className={cn(CARD_CLASSES, 'p-4 sm:p-6', className)}>
      <CommentsHeading id={headingId} total={list?.total} />
      {canCommentOn(viewer, access) ? (
        <Composer
          target={target}
          label={`Comment on this ${kind}`}
          onPosted={() => turnPage(1)}
          className="mt-4"
        />
      ) : (
        <CommentSignInPrompt message={communityCommentTexts.signInPrompt} className="mt-4" />
      )}
      {comments.isError ? (
        <Alert variant="error" className="mt-4">
          {communityCommentTexts.loadFailed}
        </Alert>
      ) : !list ? (
        <ThreadsSkeleton />
      ) : list.items.length === 0 ? (
        <CommentsEmpty text={communityCommentTexts.empty} />
      ) : (
        <CommentMentions cards={list.mentions}>
          <CommentThreads
            isBusy={comments.isFetching}
            threads={list.items}
            highlighted={highlighted}
            canReply={(comment) =>
              canReplyToCommunityComment(viewer, { authorId: comment.author.id, parentId: null })
            }
            renderComment={(comment, shown) => (
              <CommunityCommentItem comment={comment} viewer={viewer} {...shown} />
            )}
            renderReplyBox={(placement) => <Composer target={target} {...placement} />}
            className="mt-4"
          />
        </CommentMentions>
      )}
      {list && <CommentPagination list={{ page, totalPages: list.totalPages }} onPageChange={turnPage} />}
    </section>
  );
}

type ComposerProps = ThreadComposerPlacement & { target: CommentTarget };

/** The box for a new top-level comment or a reply on this team or guide. */
function Composer({ target, ...props }: ComposerProps) {
  const create = useCreateCommunityComment(target);
  return (
    <ThreadComposer
      {...props}
      loadSchema={loadCommunityCommentSchema}
      field={COMMUNITY_COMMENT_FIELD}
      placeholder={
        target.kind === 'team'
          ? communityCommentTexts.teamPlaceholder
          : communityCommentTexts.guidePlaceholder
      }
      replyPlaceholder={communityCommentTexts.replyPlaceholder}
      messages={communityCommentTexts}
      create={create}
    />
  );
}
