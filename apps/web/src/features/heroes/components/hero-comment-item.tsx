import { AUTH_MESSAGES } from '@haven/shared/auth/messages';
import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { canChangeHeroComment, canVoteOnHeroComment } from '@haven/shared/heroes/policies';
import type { HeroComment, VoteType } from '@haven/shared/heroes/schemas';
import { CommentBody, CommentItem, CommentOwnerActions } from '../../../components/comments/comment-item';
import { CommentLanguage } from '../../../components/comments/comment-language';
import { useCommentActions } from '../../../components/comments/use-comment-actions';
import { commentReportTarget } from '../../../components/reports/report-control';
import { messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useDeleteHeroComment } from '../api/delete-hero-comment';
import { useUpdateHeroComment } from '../api/update-hero-comment';
import { useVoteHeroComment } from '../api/vote-hero-comment';
import { heroText } from '../shared-texts';
import { HERO_COMMENT_FIELD, isCommentLongEnough } from './hero-comment-field';
import { loadHeroCommentSchema } from './hero-comment-schema';
import { VoteButton } from './hero-comment-vote-button';

/** The toasts of an edit or a delete, in the page's language. */
function heroCommentActionMessages() {
  return {
    updated: heroText('commentUpdated'),
    updateFailed: AUTH_MESSAGES.genericError,
    deleted: heroText('commentDeleted'),
    deleteFailed: AUTH_MESSAGES.genericError,
  };
}

type HeroCommentItemProps = {
  comment: HeroComment;
  heroId: string;
  viewer: PolicyViewer;
};

/** One comment: author, date, text (always plain text), votes, and the author's Edit and Delete. */
export function HeroCommentItem({ comment, heroId, viewer }: HeroCommentItemProps) {
  const update = useUpdateHeroComment(heroId);
  const remove = useDeleteHeroComment(heroId);
  const vote = useVoteHeroComment(heroId);
  const actions = useCommentActions(comment.id, { update, remove, messages: heroCommentActionMessages() });
  const canChange = canChangeHeroComment(viewer, { authorId: comment.author.id });
  const permissions = { canEdit: canChange && !comment.isRemoved, canDelete: canChange };

  const onVote = (voteType: VoteType) => {
    if (!canVoteOnHeroComment(viewer)) {
      toast.error(heroText('voteSignIn'));
      return;
    }
    vote.mutate(
      { commentId: comment.id, voteType },
      { onError: (error) => toast.error(messageFor(error, heroText('voteFailed'))) },
    );
  };

  return (
    <CommentItem comment={comment} avatarClassName="size-10" className="py-4">
      <CommentLanguage language={comment.language} />
      <CommentBody
        content={comment.content}
        isRemoved={comment.isRemoved}
        isEditing={actions.isEditing}
        loadSchema={loadHeroCommentSchema}
        field={HERO_COMMENT_FIELD}
        canSave={isCommentLongEnough}
        isSaving={actions.isSaving}
        onSave={actions.save}
        onCancel={actions.stopEditing}
      />
      <div className="mt-2 flex flex-wrap items-center gap-1">
        <VoteButton
          kind="up"
          count={comment.votesUp}
          isActive={comment.userVote === 'up'}
          disabled={vote.isPending}
          onClick={() => onVote('up')}
        />
        <VoteButton
          kind="down"
          count={comment.votesDown}
          isActive={comment.userVote === 'down'}
          disabled={vote.isPending}
          onClick={() => onVote('down')}
        />
        {!actions.isEditing && (
          <CommentOwnerActions
            permissions={permissions}
            actions={actions}
            deleteConfirmText={heroText('commentDeleteConfirm')}
            {...(comment.isRemoved ? {} : { report: commentReportTarget('hero_comment', comment) })}
            className="ml-auto"
          />
        )}
      </div>
    </CommentItem>
  );
}
