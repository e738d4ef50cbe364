import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { EventBus } from '../../realtime/bus.ts';
import { msUntilNextUtcMidnight } from './redeem-codes.ts';

/**
 * A code's expiry date passing is a change no write announces: just after each UTC midnight an
 * event on the codes topic tells the cached lists and open pages to refresh, so a lapsed code
 * moves to the expired list. The timer never keeps the process alive; the returned function stops it.
 */
export function scheduleMidnightRefresh(bus: EventBus, onError: (error: unknown) => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      void bus.publish({ topic: REALTIME_TOPICS.redeemCodes }).catch(onError);
      schedule();
    }, msUntilNextUtcMidnight(new Date()) + 1000);
    timer.unref();
  };
  schedule();
  return () => clearTimeout(timer);
}
