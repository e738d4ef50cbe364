import { useState } from 'react';
import { messageFor } from '../../lib/api-errors';
import { toast } from '../../lib/toast';

type CommentActionMessages = { updated: string; updateFailed: string; deleted: string; deleteFailed: string };

type CommentActionsOptions = {
  /** The feature's edit mutation: new text for a comment named by id. */
  update: {
    isPending: boolean;
    mutateAsync: (input: { commentId: string; content: string }) => Promise<unknown>;
  };
  /** The feature's delete mutation of a comment named by id. */
  remove: { isPending: boolean; mutateAsync: (commentId: string) => Promise<unknown> };
  messages: CommentActionMessages;
};

/**
 * One comment's edit-in-place state and its save and delete through the feature's mutations, each
 * confirmed by a toast (a refusal shows the server's reason, anything else the feature's fallback text).
 */
export function useCommentActions(commentId: string, { update, remove, messages }: CommentActionsOptions) {
  const [isEditing, setIsEditing] = useState(false);
  const save = (content: string) =>
    update.mutateAsync({ commentId, content }).then(
      () => {
        setIsEditing(false);
        toast.success(messages.updated);
      },
      (error: unknown) => toast.error(messageFor(error, messages.updateFailed)),
    );
  const confirmDelete = (close: () => void) =>
    remove.mutateAsync(commentId).then(
      () => {
        close();
        toast.success(messages.deleted);
      },
      (error: unknown) => toast.error(messageFor(error, messages.deleteFailed)),
    );
  const actions = {
    isEditing,
    startEditing: () => setIsEditing(true),
    stopEditing: () => setIsEditing(false),
    save,
    remove: confirmDelete,
    isSaving: update.isPending,
    isDeleting: remove.isPending,
  };
  return actions;
}

/** What `useCommentActions` gives a comment item. */
export type CommentActions = ReturnType<typeof useCommentActions>;
