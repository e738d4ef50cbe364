import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Modal, ModalContent } from './modal';

/** Picker widths on wide screens; phones always get a bottom sheet. */
const WIDTHS = {
  narrow: 'sm:w-[min(40rem,calc(100vw-3rem))]',
  wide: 'sm:w-[min(48rem,calc(100vw-3rem))]',
} as const;

type PickerModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  width: keyof typeof WIDTHS;
  /** The picker's title, search and results; mounted only while open. */
  children: ReactNode;
};

/**
 * A picker's frame: a bottom sheet on phones, a centred dialog on wide screens. Its body is
 * mounted only while open, so each opening starts with an empty search.
 */
export function PickerModal({ open, onOpenChange, width, children }: PickerModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] animate-slide-up flex-col rounded-t-2xl border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[80dvh] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:animate-pop-in sm:rounded-2xl dark:border-white/10 dark:bg-night-900',
          WIDTHS[width],
        )}
      >
        {open && children}
      </ModalContent>
    </Modal>
  );
}
