import type { ReactNode } from 'react';
import { ModalCloseButton, ModalContent, ModalTitle } from './modal';

type BottomSheetContentProps = { title: string; closeLabel: string; children: ReactNode };

/** The body of a modal shown as a sheet rising from the bottom of a small screen. */
export function BottomSheetContent({ title, closeLabel, children }: BottomSheetContentProps) {
  return (
    <ModalContent className="fixed inset-x-0 bottom-0 z-50 max-h-[80dvh] animate-slide-up overflow-y-auto rounded-t-2xl border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-2xl dark:border-white/10 dark:bg-night-900">
      <div
        className="mx-auto mt-2 h-1.5 w-12 rounded-full bg-slate-300 dark:bg-white/20"
        aria-hidden="true"
      />
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-white/10">
        <ModalTitle className="font-sans text-base font-semibold text-slate-900 dark:text-white">
          {title}
        </ModalTitle>
        <ModalCloseButton label={closeLabel} />
      </div>
      {children}
    </ModalContent>
  );
}
