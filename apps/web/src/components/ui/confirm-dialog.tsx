import { useLingui } from '@lingui/react/macro';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { buttonClasses } from './button';
import { MODAL_CARD_CLASSES, MODAL_OVERLAY_CLASSES } from './modal';
import { Spinner } from './spinner';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  isBusy?: boolean;
  onConfirm: () => void;
};

/** A destructive action's confirmation; focus starts on Cancel. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  isBusy = false,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={MODAL_OVERLAY_CLASSES} />
        <AlertDialog.Content className={cn(MODAL_CARD_CLASSES, 'w-[min(28rem,calc(100vw-2rem))] p-6')}>
          <AlertDialog.Title className="font-display text-xl font-bold text-slate-900 dark:text-white">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-6 text-slate-700 dark:text-slate-300">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('outline')}>
              {cancelLabel ?? t`Cancel`}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses('danger')}
              disabled={isBusy}
              onClick={(event) => {
                // The caller closes the dialog when the action has finished.
                event.preventDefault();
                onConfirm();
              }}
            >
              {isBusy && <Spinner className="size-4" />}
              {confirmLabel ?? t`Delete`}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
