import { useEffect, useState } from 'react';
import { useIsHydrated } from '../../../components/ui/after-hydration';

/** Milliseconds from `now` to the start of the next minute, plus a little so the new minute has begun. */
function msToNextMinute(now: Date): number {
  return 60_000 - (now.getTime() % 60_000) + 20;
}

/**
 * The current time, refreshed as each minute starts while the component is shown: the schedule
 * works in whole minutes, so lists, the now line and countdowns all move on together.
 */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: number;
    const tick = () => {
      const next = new Date();
      setNow(next);
      timer = window.setTimeout(tick, msToNextMinute(next));
    };
    timer = window.setTimeout(tick, msToNextMinute(new Date()));
    return () => window.clearTimeout(timer);
  }, []);
  return now;
}

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
