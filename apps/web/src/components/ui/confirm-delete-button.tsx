import { Trans } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { messageFor } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { Button, type ButtonVariant } from './button';
import { ConfirmDialog } from './confirm-dialog';

/** The red ghost look of a list row's Delete button. */
export const DELETE_BUTTON_CLASSES =
  'text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-400/10';

type ConfirmActionButtonProps = {
  /** The button's accessible name when its text alone is ambiguous in a list ('Delete Lina'). */
  'aria-label'?: string;
  /** The button's content. */
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  className?: string;
  disabled?: boolean;
  /** A tooltip, e.g. why the button is disabled. */
  title?: string;
  dialogTitle: string;
  description: ReactNode;
  confirmLabel?: string;
  /** The action itself; the dialog stays open and busy until it settles. */
  action: () => Promise<unknown>;
  /** Toasted when the action succeeded. */
  doneMessage: string;
  /** Toasted when it failed and the server gave no reason of its own. */
  failedMessage: string;
  /** Called after a success, once the dialog has closed. */
  onDone?: () => void;
};

/**
 * A button that asks for confirmation, then runs its action: the dialog closes and a toast says
 * so on success; on failure a toast gives the reason and the dialog stays open to try again.
 */
export function ConfirmActionButton({
  children,
  variant = 'ghost',
  size = 'sm',
  className,
  disabled,
  title,
  dialogTitle,
  description,
  confirmLabel,
  action,
  doneMessage,
  failedMessage,
  onDone,
  ...aria
}: ConfirmActionButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  const confirm = () => {
    setIsBusy(true);
    action().then(
      () => {
        setIsBusy(false);
        setIsOpen(false);
        toast.success(doneMessage);
        onDone?.();
      },
      (error: unknown) => {
        setIsBusy(false);
        toast.error(messageFor(error, failedMessage));
      },
    );
  };

  return (
    <>
      <Button
        variant={variant}
        size={size}
        aria-label={aria['aria-label']}
        disabled={disabled}
        title={title}
        className={className}
        onClick={() => setIsOpen(true)}
      >
        {children}
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={dialogTitle}
        description={description}
        confirmLabel={confirmLabel}
        isBusy={isBusy}
        onConfirm={confirm}
      />
    </>
  );
}

/** A feature's toasts for a deletion: after it succeeded, and when it failed without a reason of its own. */
type DeleteMessages = { deleted: string; deleteFailed: string };

type ConfirmDeleteButtonProps = Omit<
  ConfirmActionButtonProps,
  'children' | 'doneMessage' | 'failedMessage'
> & {
  /** The button's content; a bin and 'Delete' by default. */
  children?: ReactNode;
  /** The feature's messages, whose `deleted` and `deleteFailed` are toasted. */
  messages: DeleteMessages;
};

/** A list row's Delete button (red ghost by default) with its confirmation, see ConfirmActionButton. */
export function ConfirmDeleteButton({
  children,
  className = DELETE_BUTTON_CLASSES,
  messages,
  ...props
}: ConfirmDeleteButtonProps) {
  return (
    <ConfirmActionButton
      className={className}
      doneMessage={messages.deleted}
      failedMessage={messages.deleteFailed}
      {...props}
    >
      {children ?? (
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          <Trans>Delete</Trans>
        </>
      )}
    </ConfirmActionButton>
  );
}
