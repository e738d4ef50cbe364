import { REALTIME_RESYNC_TOPIC } from '@haven/shared/common/realtime';

/** How long events are kept for a page going live or a stream reconnecting. */
export const RECENT_EVENTS_MS = 2 * 60_000;
/** At most this many events are kept, whatever their age. */
export const RECENT_EVENTS_MAX = 5_000;
/**
 * Events received this long before the asked time are sent as well: the page may have been drawn
 * by another instance, which received the same event a little earlier or later.
 */
export const RECENT_EVENTS_OVERLAP_MS = 2_000;

/**
 * The events this instance received lately, each with when it arrived, so a browser can ask for
 * those it may have missed: a page drawn at time T misses none received from T until its stream
 * opens. The log is complete from `completeFrom`: when the instance started, then the arrival of
 * the last event dropped for age or count. A browser asking from before that gets a resync.
 */
export class RecentEvents<Event> {
  private readonly entries: { at: number; event: Event }[] = [];
  private completeFrom: number;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly limits = { keepMs: RECENT_EVENTS_MS, max: RECENT_EVENTS_MAX },
  ) {
    this.completeFrom = now();
  }

  record(event: Event): void {
    const at = this.now();
    this.entries.push({ at, event });
    const keptFrom = at - this.limits.keepMs;
    let dropped = 0;
    while (
      dropped < this.entries.length &&
      ((this.entries[dropped]?.at ?? at) < keptFrom || this.entries.length - dropped > this.limits.max)
    ) {
      dropped += 1;
    }
    if (dropped > 0) {
      this.completeFrom = this.entries[dropped - 1]?.at ?? this.completeFrom;
      this.entries.splice(0, dropped);
    }
  }

  /** The events received from `since` (less the overlap) on, or a resync when the log does not reach back that far. */
  since(since: number): (Event | { topic: typeof REALTIME_RESYNC_TOPIC })[] {
    const from = since - RECENT_EVENTS_OVERLAP_MS;
    if (from <= this.completeFrom) return [{ topic: REALTIME_RESYNC_TOPIC }];
    return this.entries.filter((entry) => entry.at >= from).map((entry) => entry.event);
  }
}
