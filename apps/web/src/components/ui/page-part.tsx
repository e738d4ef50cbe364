import { type ReactNode, Suspense } from 'react';

/**
 * A part of a long page the app takes over on its own, after the page around it: the phone's
 * processor is held in short stretches instead of one long one, and a part pressed first is taken
 * over first. The server's HTML holds it in its place as before.
 */
export function PagePart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
