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
  private entries: { at: number; event: Event }[] = [];
  /** Entries before this one are dropped (let go of in batches, so each event is moved at most once). */
  private first = 0;
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
    for (let oldest = this.entries[this.first]; oldest !== undefined; oldest = this.entries[this.first]) {
      if (oldest.at >= keptFrom && this.entries.length - this.first <= this.limits.max) break;
      this.completeFrom = oldest.at;
      this.first += 1;
    }
    if (this.first > 0 && this.first >= this.entries.length - this.first) {
      this.entries = this.entries.slice(this.first);
      this.first = 0;
    }
  }

  /** The events received from `since` (less the overlap) on, or a resync when the log does not reach back that far. */
  since(since: number): (Event | { topic: typeof REALTIME_RESYNC_TOPIC })[] {
    const from = since - RECENT_EVENTS_OVERLAP_MS;
    if (from <= this.completeFrom) return [{ topic: REALTIME_RESYNC_TOPIC }];
    const found: Event[] = [];
    for (let i = this.first; i < this.entries.length; i++) {
      const entry = this.entries[i] as { at: number; event: Event };
      if (entry.at >= from) found.push(entry.event);
    }
    return found;
  }
}
