import { useSyncExternalStore } from 'react';
import { sharedText } from './shared-texts';

/**
 * Toasts without putting the toast library in the first download: the library and its
 * <Toaster> load on the first toast or the first user interaction. Toasts raised before the
 * Toaster subscribes are replayed by sonner when it mounts.
 */
let isToasterWanted = false;
const listeners = new Set<() => void>();

/** Asks the layout to mount the Toaster. */
export function requestToaster(): void {
  if (isToasterWanted) return;
  isToasterWanted = true;
  for (const listener of listeners) listener();
}

/** True once something asked for the Toaster. */
export function useIsToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isToasterWanted,
    () => false,
  );
}

type ToastKind = 'success' | 'error' | 'info' | 'message';

/** Shows a toast; a shared message (packages/shared) in the page's language. */
function show(kind: ToastKind, text: string): void {
  const message = sharedText(text);
  requestToaster();
  void import('sonner').then(({ toast: sonnerToast }) => {
    if (kind === 'message') sonnerToast(message);
    else sonnerToast[kind](message);
  });
}

/** Toasts appear at the top right of the window. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  message: (message: string) => show('message', message),
};
