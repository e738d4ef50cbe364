import { useEffect, useState } from 'react';

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
