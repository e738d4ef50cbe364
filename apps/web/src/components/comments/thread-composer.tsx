import { useLingui } from '@lingui/react/macro';
import { messageFor } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { CommentComposer, type CommentComposerProps } from './comment-composer';
import type { CommentFieldSettings } from './comment-text-field';

/** What a threaded section posts: the text, and the top-level comment a reply answers. */
type NewThreadComment = { content: string; parentId: string | null };

/** Where a section puts a composer: a new comment's at the top, a reply's under its comment. */
export type ThreadComposerPlacement = {
  label: string;
  /** The top-level comment answered; absent for a new comment. */
  parentId?: string;
  onPosted: () => void;
  onCancel?: () => void;
  className?: string;
};

type ThreadComposerProps = ThreadComposerPlacement & {
  /** The loader of the feature's shared schema of `{ content }`, and its comment box. */
  loadSchema: CommentComposerProps['loadSchema'];
  field: CommentFieldSettings;
  /** Shown in an empty box: the section's own for a new comment, another for a reply. */
  placeholder: string;
  replyPlaceholder: string;
  messages: { posted: string; replyPosted: string; postFailed: string };
  /** The feature's create mutation for this wall, team or guide. */
  create: {
    isPending: boolean;
    mutate(
      input: NewThreadComment,
      callbacks: { onSuccess: () => void; onError: (error: Error) => void },
    ): void;
  };
};

/** The box for a new top-level comment or a reply in a threaded section (walls, teams, guides). */
export function ThreadComposer({
  parentId,
  placeholder,
  replyPlaceholder,
  messages,
  create,
  onPosted,
  ...box
}: ThreadComposerProps) {
  const { t } = useLingui();
  return (
    <CommentComposer
      {...box}
      placeholder={parentId ? replyPlaceholder : placeholder}
      submitLabel={parentId ? t`Reply` : t`Post`}
      canSubmit={(content) => content.trim().length > 0}
      isPending={create.isPending}
      onSubmit={(content, reset) =>
        create.mutate(
          { content, parentId: parentId ?? null },
          {
            onSuccess: () => {
              reset();
              onPosted();
              toast.success(parentId ? messages.replyPosted : messages.posted);
            },
            onError: (error) => toast.error(messageFor(error, messages.postFailed)),
          },
        )
      }
      autoFocus={parentId !== undefined}
    />
  );
}
