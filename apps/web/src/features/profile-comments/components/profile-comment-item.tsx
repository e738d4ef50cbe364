import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { PROFILE_COMMENT_MESSAGES as M } from '@haven/shared/profile-comments/messages';
import { canDeleteWallComment, canEditWallComment } from '@haven/shared/profile-comments/policies';
import { type ProfileReply, UpdateProfileCommentRequestSchema } from '@haven/shared/profile-comments/schemas';
import { Reply } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  CommentActionButton,
  CommentBody,
  CommentItem,
  CommentOwnerActions,
} from '../../../components/comments/comment-item';
import { useCommentActions } from '../../../components/comments/use-comment-actions';
import { cn } from '../../../lib/cn';
import { useDeleteProfileComment } from '../api/delete-profile-comment';
import { useUpdateProfileComment } from '../api/update-profile-comment';
import { WALL_COMMENT_FIELD } from './wall-comment-field';

type ProfileCommentItemProps = {
  comment: ProfileReply;
  viewer: PolicyViewer;
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
  const update = useUpdateProfileComment(comment.profileId);
  const remove = useDeleteProfileComment(comment.profileId);
  const actions = useCommentActions({
    saveComment: (content) => update.mutateAsync({ commentId: comment.id, content }),
    deleteComment: () => remove.mutateAsync(comment.id),
    messages: M,
  });
  const access = { authorId: comment.author.id, profileId: comment.profileId };
  const permissions = {
    canEdit: canEditWallComment(viewer, access),
    canDelete: canDeleteWallComment(viewer, access),
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
      <CommentBody
        content={comment.content}
        isEditing={actions.isEditing}
        schema={UpdateProfileCommentRequestSchema}
        field={WALL_COMMENT_FIELD}
        canSave={(draft) => draft.trim().length > 0 && draft.trim() !== comment.content}
        isSaving={update.isPending}
        onSave={actions.save}
        onCancel={actions.stopEditing}
      />
      {!actions.isEditing && (onReply || permissions.canEdit || permissions.canDelete) && (
        <div className="mt-1 flex flex-wrap gap-1">
          {onReply && <CommentActionButton icon={Reply} label="Reply" onClick={onReply} />}
          <CommentOwnerActions
            permissions={permissions}
            actions={actions}
            isDeleting={remove.isPending}
            deleteConfirmText={M.deleteConfirm}
          />
        </div>
      )}
      {children}
    </CommentItem>
  );
}
