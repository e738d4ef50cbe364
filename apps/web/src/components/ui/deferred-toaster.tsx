import { lazy, Suspense, useEffect } from 'react';
import { requestToaster, useIsToasterWanted } from '../../lib/toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Mounts sonner's Toaster (top right) once a toast or the first interaction calls for it. */
export function DeferredToaster({ theme }: { theme: 'light' | 'dark' }) {
  const isWanted = useIsToasterWanted();

  useEffect(() => {
    if (isWanted) return;
    const onInteraction = () => requestToaster();
    for (const type of INTERACTION_EVENTS) {
      window.addEventListener(type, onInteraction, { once: true, passive: true, capture: true });
    }
    return () => {
      for (const type of INTERACTION_EVENTS)
        window.removeEventListener(type, onInteraction, { capture: true });
    };
  }, [isWanted]);

  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        theme={theme}
        closeButton
        // Below the sticky header so its controls stay usable.
        offset={{ top: 76, right: 16 }}
        mobileOffset={{ top: 72, right: 12, left: 12 }}
      />
    </Suspense>
  );
}
