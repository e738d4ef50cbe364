import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

type BottomSheetContentProps = { title: string; closeLabel: string; children: ReactNode };

/** The body of a Radix dialog shown as a sheet rising from the bottom of a small screen. */
export function BottomSheetContent({ title, closeLabel, children }: BottomSheetContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-night-950/60 backdrop-blur-sm" />
      <Dialog.Content
        aria-describedby={undefined}
        className="fixed inset-x-0 bottom-0 z-50 max-h-[80dvh] animate-slide-up overflow-y-auto rounded-t-2xl border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-2xl dark:border-white/10 dark:bg-night-900"
      >
        <div
          className="mx-auto mt-2 h-1.5 w-12 rounded-full bg-slate-300 dark:bg-white/20"
          aria-hidden="true"
        />
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-white/10">
          <Dialog.Title className="font-sans text-base font-semibold text-slate-900 dark:text-white">
            {title}
          </Dialog.Title>
          <Dialog.Close
            aria-label={closeLabel}
            className="grid size-9 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-white/10"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
