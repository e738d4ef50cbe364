import { useEffect, useState } from 'react';

// Often enough that an event leaves "later today" within a minute of starting.
const TICK_MS = 30_000;

/** The current time, refreshed every 30 seconds while the component is shown. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
