import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { EventBus } from '../../realtime/bus.ts';

/** How long counted views wait before one event tells open pages and the read cache. */
export const VIEW_EVENT_DELAY_MS = 30_000;

/**
 * Announces counted views at most once per `delayMs`: one guides event for all of them, so a busy
 * guide does not empty the read cache on every view and the count shown lags by at most the delay.
 */
export function createViewAnnouncer(
  bus: EventBus,
  onError: (error: unknown) => void,
  delayMs = VIEW_EVENT_DELAY_MS,
) {
  let timer: NodeJS.Timeout | null = null;
  return {
    /** A view was counted: an event follows within the delay. */
    counted(): void {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        bus.publish({ topic: REALTIME_TOPICS.guides }).catch(onError);
      }, delayMs);
      timer.unref();
    },
    /** Drops a waiting event (the server is closing). */
    close(): void {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
