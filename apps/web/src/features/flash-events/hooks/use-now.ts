import { useIsHydrated } from '../../../components/ui/after-hydration';
import { useNow } from '../../../lib/use-now';

export { useNow } from '../../../lib/use-now';

/** A Date whose local fields (day, hours, minutes) are `instant`'s in UTC, for the rules that read them. */
export function utcClock(instant: number): Date {
  const d = new Date(instant);
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes());
}

/** The viewer's time zone as the browser names it ('Pacific/Auckland'), or null when it does not say. */
function viewerTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** The schedule's clock: "now" as the rules read it, and the zone it is in (null: the site's reference, UTC). */
export type ScheduleClock = { now: Date; timeZone: string | null; isViewers: boolean };

/**
 * The schedule page's clock. While the page hydrates it is the instant the server drew the page at,
 * read in UTC (the site's reference zone), so the first draw repeats the server's; from then on it
 * is the viewer's own clock and zone, moving on as each minute begins.
 */
export function useScheduleClock(drawnAt: number): ScheduleClock {
  const isHydrated = useIsHydrated();
  const now = useNow();
  if (!isHydrated) return { now: utcClock(drawnAt), timeZone: null, isViewers: false };
  return { now, timeZone: viewerTimeZone(), isViewers: true };
}
