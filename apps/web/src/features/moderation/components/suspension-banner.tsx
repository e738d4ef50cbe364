import { MODERATION_MESSAGES } from '@haven/shared/moderation/messages';
import { formatSuspensionEnd, isRestrictionInForce } from '@haven/shared/moderation/rules';
import type { MemberRestriction } from '@haven/shared/moderation/schemas';
import { ShieldAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIsHydrated } from '../../../components/ui/after-hydration';

// Timers hold at most about 24.8 days; a longer suspension is checked again when that one fires.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The banner across the site while the signed-in member is suspended (or banned), saying until
 * when and why; it goes by itself when the suspension ends, and at once when an admin lifts it.
 */
export function SuspensionBanner({ restriction }: { restriction: MemberRestriction | null | undefined }) {
  const [now, setNow] = useState(() => Date.now());
  // The server draws the end in UTC; the viewer's own zone follows once the page has hydrated.
  const zone = useIsHydrated() ? undefined : 'UTC';
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
  if (!restriction || !isRestrictionInForce(restriction, now)) return null;
  const text = restriction.endsAt
    ? MODERATION_MESSAGES.suspended(formatSuspensionEnd(restriction.endsAt, zone), restriction.reason)
    : MODERATION_MESSAGES.banned(restriction.reason);
  return (
    <div
      role="status"
      className="border-b border-red-200 bg-red-50 text-red-900 dark:border-red-400/30 dark:bg-red-950 dark:text-red-100"
    >
      <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-3 text-sm font-semibold sm:px-6 lg:px-8">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {text}
      </p>
    </div>
  );
}
