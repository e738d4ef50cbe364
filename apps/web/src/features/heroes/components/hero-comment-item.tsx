import {
  AUTH_MESSAGES,
  HERO_MESSAGES,
  type HeroComment,
  HeroCommentRequestSchema,
  type VoteType,
} from '@haven/shared';
import { useState } from 'react';
import { CommentComposer } from '../../../components/comments/comment-composer';
import { CommentItem, CommentOwnerActions, CommentText } from '../../../components/comments/comment-item';
import { messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useDeleteHeroComment } from '../api/delete-hero-comment';
import { useUpdateHeroComment } from '../api/update-hero-comment';
import { useVoteHeroComment } from '../api/vote-hero-comment';
import { HERO_COMMENT_FIELD, isCommentLongEnough } from './hero-comment-field';
import { VoteButton } from './hero-comment-vote-button';

type HeroCommentItemProps = {
  comment: HeroComment;
  heroId: string;
  viewerId: string | null;
};

/** One comment: author, date, text (always plain text), votes, and the author's Edit and Delete. */
export function HeroCommentItem({ comment, heroId, viewerId }: HeroCommentItemProps) {
  const [isEditing, setIsEditing] = useState(false);
  const update = useUpdateHeroComment(heroId);
  const remove = useDeleteHeroComment(heroId);
  const vote = useVoteHeroComment(heroId);
  // Who may change this comment: its author alone edits and deletes it.
  const isAuthor = viewerId !== null && viewerId === comment.author.id;
  const canEdit = isAuthor;
  const canDelete = isAuthor;

  const onVote = (voteType: VoteType) => {
    if (viewerId === null) {
      toast.error(HERO_MESSAGES.voteSignIn);
      return;
    }
    vote.mutate(
      { commentId: comment.id, voteType },
      { onError: (error) => toast.error(messageFor(error, HERO_MESSAGES.voteFailed)) },
    );
  };

  const onSave = (content: string) => {
    update.mutate(
      { commentId: comment.id, content },
      {
        onSuccess: () => {
          setIsEditing(false);
          toast.success(HERO_MESSAGES.commentUpdated);
        },
        onError: (error) => toast.error(messageFor(error, AUTH_MESSAGES.genericError)),
      },
    );
  };

  const onDelete = (close: () => void) => {
    remove.mutate(comment.id, {
      onSuccess: () => {
        close();
        toast.success(HERO_MESSAGES.commentDeleted);
      },
      onError: (error) => toast.error(messageFor(error, AUTH_MESSAGES.genericError)),
    });
  };

  return (
    <CommentItem comment={comment} avatarClassName="size-10" className="py-4">
      {isEditing ? (
        <CommentComposer
          schema={HeroCommentRequestSchema}
          field={HERO_COMMENT_FIELD}
          label="Edit your comment"
          isLabelHidden
          initialContent={comment.content}
          submitLabel="Save"
          canSubmit={isCommentLongEnough}
          isPending={update.isPending}
          onSubmit={onSave}
          onCancel={() => setIsEditing(false)}
          autoFocus
          className="mt-2"
        />
      ) : (
        <CommentText content={comment.content} />
      )}
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
        {!isEditing && (
          <CommentOwnerActions
            canEdit={canEdit}
            canDelete={canDelete}
            onEdit={() => setIsEditing(true)}
            onDelete={onDelete}
            isDeleting={remove.isPending}
            deleteConfirmText={HERO_MESSAGES.commentDeleteConfirm}
            className="ml-auto"
          />
        )}
      </div>
    </CommentItem>
  );
}
