import type { PolicyViewer, ProfileReply } from '@haven/shared';
import { PROFILE_COMMENT_MESSAGES as M } from '@haven/shared/profile-comments/messages';
import { canDeleteWallComment, canEditWallComment } from '@haven/shared/profile-comments/policies';
import { Pencil, Reply, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { EmoticonText } from '../../../components/emoticons/emoticon-text';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useDeleteProfileComment } from '../api/delete-profile-comment';
import { useUpdateProfileComment } from '../api/update-profile-comment';
import { CommentField } from './comment-field';

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
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState(comment.content);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const update = useUpdateProfileComment(comment.profileId);
  const remove = useDeleteProfileComment(comment.profileId);
  const editId = useId();
  const access = { authorId: comment.author.id, profileId: comment.profileId };
  const canEdit = canEditWallComment(viewer, access);
  const canDelete = canDeleteWallComment(viewer, access);
  const isEdited = comment.updatedAt !== comment.createdAt;
  const canSave = draft.trim().length > 0 && draft.trim() !== comment.content && !update.isPending;

  const onSave = () => {
    update.mutate(
      { commentId: comment.id, content: draft },
      {
        onSuccess: () => {
          setIsEditing(false);
          toast.success(M.updated);
        },
        onError: (error) => toast.error(messageFor(error, M.updateFailed)),
      },
    );
  };

  const onDelete = () => {
    remove.mutate(comment.id, {
      onSuccess: () => {
        setIsConfirmingDelete(false);
        toast.success(M.deleted);
      },
      onError: (error) => toast.error(messageFor(error, M.deleteFailed)),
    });
  };

  return (
    <article
      id={`comment-${comment.id}`}
      aria-label={`Comment by ${comment.author.username}`}
      className={cn(
        'scroll-mt-24 rounded-xl p-3 transition-colors duration-700',
        isHighlighted && 'bg-brand-50 ring-2 ring-brand-500 dark:bg-brand-500/15 dark:ring-brand-300',
      )}
    >
      <div className="flex gap-3">
        <Link
          to={paths.profile(comment.author.username)}
          className="shrink-0 rounded-full"
          tabIndex={-1}
          aria-hidden="true"
        >
          <Avatar src={comment.author.avatarUrl} alt="" className="size-9" />
        </Link>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <Link
              to={paths.profile(comment.author.username)}
              className="rounded font-semibold text-slate-900 hover:underline dark:text-white"
            >
              {comment.author.username}
            </Link>
            <time dateTime={comment.createdAt} className="text-xs text-slate-600 dark:text-slate-400">
              {formatDate(comment.createdAt, 'dateTime')}
            </time>
            {isEdited && <span className="text-xs text-slate-600 italic dark:text-slate-400">(edited)</span>}
          </div>

          {isEditing ? (
            <div className="mt-2">
              <CommentField
                id={editId}
                label="Edit your comment"
                value={draft}
                onChange={setDraft}
                disabled={update.isPending}
                autoFocus
                actions={
                  <>
                    <Button size="sm" onClick={onSave} disabled={!canSave}>
                      {update.isPending && <Spinner className="size-4" />}
                      Save
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        setDraft(comment.content);
                        setIsEditing(false);
                      }}
                      disabled={update.isPending}
                    >
                      Cancel
                    </Button>
                  </>
                }
              />
            </div>
          ) : (
            <p className="mt-1 text-sm leading-6 break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
              <EmoticonText text={comment.content} />
            </p>
          )}

          {!isEditing && (onReply || canEdit || canDelete) && (
            <div className="mt-1 flex flex-wrap gap-1">
              {onReply && (
                <Button size="sm" variant="ghost" className="h-8 px-2" onClick={onReply}>
                  <Reply aria-hidden="true" className="size-3.5" />
                  Reply
                </Button>
              )}
              {canEdit && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="h-8 px-2"
                  onClick={() => {
                    setDraft(comment.content);
                    setIsEditing(true);
                  }}
                >
                  <Pencil aria-hidden="true" className="size-3.5" />
                  Edit
                </Button>
              )}
              {canDelete && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="h-8 px-2 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-400/10"
                  onClick={() => setIsConfirmingDelete(true)}
                >
                  <Trash2 aria-hidden="true" className="size-3.5" />
                  Delete
                </Button>
              )}
            </div>
          )}
          {children}
        </div>
      </div>
      <ConfirmDialog
        open={isConfirmingDelete}
        onOpenChange={setIsConfirmingDelete}
        title="Delete Comment"
        description={M.deleteConfirm}
        isBusy={remove.isPending}
        onConfirm={onDelete}
      />
    </article>
  );
}
