import { useState } from 'react';
import { messageFor } from '../../lib/api-errors';
import { toast } from '../../lib/toast';

type CommentActionMessages = { updated: string; updateFailed: string; deleted: string; deleteFailed: string };

type CommentActionsOptions = {
  /** The feature's save of new text for this comment. */
  saveComment: (content: string) => Promise<unknown>;
  /** The feature's delete of this comment. */
  deleteComment: () => Promise<unknown>;
  messages: CommentActionMessages;
};

/**
 * One comment's edit-in-place state and its save and delete, each confirmed by a toast (a
 * refusal shows the server's reason, anything else the feature's fallback text).
 */
export function useCommentActions({ saveComment, deleteComment, messages }: CommentActionsOptions) {
  const [isEditing, setIsEditing] = useState(false);
  const save = (content: string) =>
    saveComment(content).then(
      () => {
        setIsEditing(false);
        toast.success(messages.updated);
      },
      (error: unknown) => toast.error(messageFor(error, messages.updateFailed)),
    );
  const remove = (close: () => void) =>
    deleteComment().then(
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
    remove,
  };
  return actions;
}

/** What `useCommentActions` gives a comment item. */
export type CommentActions = ReturnType<typeof useCommentActions>;
