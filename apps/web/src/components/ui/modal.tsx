import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Modal dialogs are Radix dialogs: focus stays inside while open, Escape and the close button
 * close them, focus returns to the trigger, and the title names the dialog.
 */
export const Modal = Dialog.Root;
export const ModalTrigger = Dialog.Trigger;
export const ModalClose = Dialog.Close;
export const ModalDescription = Dialog.Description;

/** The dimmed, blurred backdrop behind every modal (also used by the confirmation dialog). */
export const MODAL_OVERLAY_CLASSES = 'fixed inset-0 z-50 animate-fade-in bg-night-950/60 backdrop-blur-sm';

/** A form dialog's surface: a sheet from the bottom on phones, a centred card from small screens up. */
export const SHEET_MODAL_CLASSES =
  'fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl border border-slate-200 bg-white p-6 shadow-2xl sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(30rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:border-white/10 dark:bg-night-900';

/** A centred card: the default modal surface. */
export const MODAL_CARD_CLASSES =
  'fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 animate-pop-in rounded-2xl border border-slate-200 bg-white shadow-2xl dark:border-white/10 dark:bg-night-900';

type ModalContentProps = {
  /** Position, size and surface of the panel. */
  className: string;
  /** False when the dialog has no ModalDescription, so it is not announced as missing. */
  hasDescription?: boolean;
  /** Where focus goes on closing, for dialogs opened without a ModalTrigger (call preventDefault, then focus). */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
};

/** The open dialog: its portal, the backdrop and the panel. */
export function ModalContent({
  className,
  hasDescription = false,
  onCloseAutoFocus,
  children,
}: ModalContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={MODAL_OVERLAY_CLASSES} />
      <Dialog.Content
        {...(hasDescription ? {} : { 'aria-describedby': undefined })}
        {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
        className={className}
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

type ModalTitleProps = { className?: string; children: ReactNode };

/** The dialog's visible title, which is also its accessible name. */
export function ModalTitle({
  className = 'font-display text-xl font-bold text-slate-900 dark:text-white',
  children,
}: ModalTitleProps) {
  return <Dialog.Title className={className}>{children}</Dialog.Title>;
}

type ModalCloseButtonProps = { label?: string; size?: 'md' | 'lg'; className?: string };

/** The × button in a dialog's corner. */
export function ModalCloseButton({ label, size = 'md', className }: ModalCloseButtonProps) {
  const { t } = useLingui();
  return (
    <Dialog.Close
      aria-label={label ?? t`Close`}
      className={cn(
        className,
        'grid place-items-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-white/10',
        size === 'lg' ? 'size-10' : 'size-9',
      )}
    >
      <X aria-hidden="true" className="size-5" />
    </Dialog.Close>
  );
}

type ModalHeaderProps = {
  title: ReactNode;
  /** The × button's name, when 'Close' does not say enough. */
  closeLabel?: string;
  /** The × button's place in the corner. */
  closeClassName?: string;
};

/** A dialog's title with the × button in the corner beside it. */
export function ModalHeader({ title, closeLabel, closeClassName = '-mt-1 -mr-2' }: ModalHeaderProps) {
  return (
    <div className="flex items-start justify-between gap-4">
      <ModalTitle>{title}</ModalTitle>
      <ModalCloseButton label={closeLabel} className={closeClassName} />
    </div>
  );
}

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** True when the form has a ModalDescription. */
  hasDescription?: boolean;
  /** Its width and padding. */
  className?: string;
  children: ReactNode;
};

/** A dialog holding a form: a centred card never taller than the screen, scrolling inside. */
export function FormDialog({
  open,
  onOpenChange,
  hasDescription = false,
  className = 'w-[min(30rem,calc(100vw-2rem))] p-6',
  children,
}: FormDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent
        hasDescription={hasDescription}
        className={cn(MODAL_CARD_CLASSES, 'max-h-[90dvh] overflow-y-auto', className)}
      >
        {children}
      </ModalContent>
    </Modal>
  );
}
