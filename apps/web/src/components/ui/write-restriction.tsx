import { isRestrictionInForce, restrictionText } from '@haven/shared/moderation/rules';
import type { MemberRestriction } from '@haven/shared/moderation/schemas';
import { ShieldAlert } from 'lucide-react';
import { createContext, useContext, useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { useIsHydrated } from './after-hydration';

// Timers hold at most about 24.8 days; a longer suspension is checked again when that one fires.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The signed-in member's restriction while it is in force, else null: it ends by itself at its
 * time (a timer re-checks then), and at once when the session says it was lifted.
 */
export function useRestrictionInForce(restriction: MemberRestriction | null | undefined) {
  const [now, setNow] = useState(() => Date.now());
  const endsAt = restriction?.endsAt ? Date.parse(restriction.endsAt) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-armed after each firing (`now`), for suspensions longer than one timer holds
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setTimeout(
      () => setNow(Date.now()),
      Math.min(Math.max(endsAt - Date.now(), 0) + 500, MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [endsAt, now]);
  return restriction && isRestrictionInForce(restriction, now) ? restriction : null;
}

const WriteRestrictionContext = createContext<MemberRestriction | null>(null);

/** Provided by the root layout with the signed-in member's restriction in force, for every place writing starts. */
export const WriteRestrictionProvider = WriteRestrictionContext.Provider;

/**
 * Why the signed-in member may not write now, in the banner's words (the end in UTC, named, until
 * the page has hydrated; in the viewer's own zone from then on), or null when they may.
 */
export function useWriteRestriction(): string | null {
  const restriction = useContext(WriteRestrictionContext);
  const zone = useIsHydrated() ? undefined : 'UTC';
  return restriction ? restrictionText(restriction, zone) : null;
}

/** Where writing starts, for a suspended or banned member: why they cannot write, in place of the box's use. */
export function WriteRestrictionNotice({ text, className }: { text: string; className?: string }) {
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-900 dark:border-red-400/30 dark:bg-red-950 dark:text-red-100',
        className,
      )}
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}
