import { type ProfileReply, UpdateProfileCommentRequestSchema, type WallViewer } from '@haven/shared';
import { PROFILE_COMMENT_MESSAGES as M } from '@haven/shared/profile-comments/messages';

import { Reply } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { CommentComposer } from '../../../components/comments/comment-composer';
import { CommentItem, CommentOwnerActions, CommentText } from '../../../components/comments/comment-item';
import { Button } from '../../../components/ui/button';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useDeleteProfileComment } from '../api/delete-profile-comment';
import { useUpdateProfileComment } from '../api/update-profile-comment';
import { WALL_COMMENT_FIELD } from './wall-comment-field';

type ProfileCommentItemProps = {
  comment: ProfileReply;
  viewer: WallViewer;
  isHighlighted: boolean;
  /** The Reply button, for top-level comments only. */
  onReply?: () => void;
  /** Replies and the reply form, shown under the comment. */
  children?: ReactNode;
};

/** One wall comment or reply: author, date, text with emoticons, and the viewer's controls. */
export function ProfileCommentItem({
  comment,
  viewer,
  isHighlighted,
  onReply,
  children,
}: ProfileCommentItemProps) {
  const [isEditing, setIsEditing] = useState(false);
  const update = useUpdateProfileComment(comment.profileId);
  const remove = useDeleteProfileComment(comment.profileId);
  // Who may change this comment: only the author edits; the author, the wall's owner and admins delete.
  const canEdit = viewer.id === comment.author.id;
  const canDelete = canEdit || viewer.id === comment.profileId || viewer.isAdmin;

  const onSave = (content: string) => {
    update.mutate(
      { commentId: comment.id, content },
      {
        onSuccess: () => {
          setIsEditing(false);
          toast.success(M.updated);
        },
        onError: (error) => toast.error(messageFor(error, M.updateFailed)),
      },
    );
  };

  const onDelete = (close: () => void) => {
    remove.mutate(comment.id, {
      onSuccess: () => {
        close();
        toast.success(M.deleted);
      },
      onError: (error) => toast.error(messageFor(error, M.deleteFailed)),
    });
  };

  return (
    <CommentItem
      comment={comment}
      avatarClassName="size-9"
      id={`comment-${comment.id}`}
      className={cn(
        'scroll-mt-24 rounded-xl p-3 transition-colors duration-700',
        isHighlighted && 'bg-brand-50 ring-2 ring-brand-500 dark:bg-brand-500/15 dark:ring-brand-300',
      )}
    >
      {isEditing ? (
        <CommentComposer
          schema={UpdateProfileCommentRequestSchema}
          field={WALL_COMMENT_FIELD}
          label="Edit your comment"
          initialContent={comment.content}
          submitLabel="Save"
          canSubmit={(draft) => draft.trim().length > 0 && draft.trim() !== comment.content}
          isPending={update.isPending}
          onSubmit={onSave}
          onCancel={() => setIsEditing(false)}
          autoFocus
          className="mt-2"
        />
      ) : (
        <CommentText content={comment.content} />
      )}
      {!isEditing && (onReply || canEdit || canDelete) && (
        <div className="mt-1 flex flex-wrap gap-1">
          {onReply && (
            <Button size="sm" variant="ghost" className="h-8 px-2" onClick={onReply}>
              <Reply aria-hidden="true" className="size-3.5" />
              Reply
            </Button>
          )}
          <CommentOwnerActions
            canEdit={canEdit}
            canDelete={canDelete}
            onEdit={() => setIsEditing(true)}
            onDelete={onDelete}
            isDeleting={remove.isPending}
            deleteConfirmText={M.deleteConfirm}
          />
        </div>
      )}
      {children}
    </CommentItem>
  );
}
