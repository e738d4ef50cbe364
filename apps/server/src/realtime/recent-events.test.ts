import { REALTIME_RESYNC_TOPIC } from '@haven/shared/common/realtime';
import { describe, expect, it } from 'vitest';
import { RECENT_EVENTS_OVERLAP_MS, RecentEvents } from './recent-events.ts';

/** A log on a clock the test moves, started at 1,000,000. */
function logAt(limits = { keepMs: 60_000, max: 100 }) {
  let now = 1_000_000;
  const log = new RecentEvents<{ topic: string; id?: string }>(() => now, limits);
  return {
    log,
    at: (time: number) => {
      now = time;
    },
  };
}

const ids = (events: { topic: string; id?: string }[]) => events.map((event) => event.id);

describe('the recent events log', () => {
  it('gives the events received from the asked time on, with a small overlap before it', () => {
    const { log, at } = logAt();
    at(1_010_000);
    log.record({ topic: 'heroes', id: 'long before' });
    at(1_020_000 - RECENT_EVENTS_OVERLAP_MS + 1);
    log.record({ topic: 'heroes', id: 'just before' });
    at(1_025_000);
    log.record({ topic: 'heroes', id: 'after' });
    expect(ids(log.since(1_020_000))).toEqual(['just before', 'after']);
    expect(log.since(1_030_000)).toEqual([]);
  });

  it('answers a resync for a time before the instance started, when events may have gone unseen', () => {
    const { log } = logAt();
    expect(log.since(999_000)).toEqual([{ topic: REALTIME_RESYNC_TOPIC }]);
  });

  it('answers a resync once events after the asked time were dropped for age or number', () => {
    const byAge = logAt({ keepMs: 60_000, max: 100 });
    byAge.at(1_010_000);
    byAge.log.record({ topic: 'heroes', id: 'old' });
    byAge.at(1_100_000);
    byAge.log.record({ topic: 'heroes', id: 'new' });
    expect(byAge.log.since(1_005_000)).toEqual([{ topic: REALTIME_RESYNC_TOPIC }]);
    expect(ids(byAge.log.since(1_020_000))).toEqual(['new']);
    expect(ids(byAge.log.since(1_090_000))).toEqual(['new']);

    const byNumber = logAt({ keepMs: 60_000, max: 2 });
    for (const [time, id] of [
      [1_010_000, 'a'],
      [1_020_000, 'b'],
      [1_030_000, 'c'],
    ] as const) {
      byNumber.at(time);
      byNumber.log.record({ topic: 'heroes', id });
    }
    expect(byNumber.log.since(1_005_000)).toEqual([{ topic: REALTIME_RESYNC_TOPIC }]);
    expect(ids(byNumber.log.since(1_015_000))).toEqual(['b', 'c']);
  });

  it('keeps exactly the newest events, in order, through many drops', () => {
    const { log, at } = logAt({ keepMs: 60_000, max: 100 });
    for (let i = 0; i < 1000; i++) {
      at(1_001_000 + i * 10);
      log.record({ topic: 'hero-comments', id: String(i) });
    }
    expect(ids(log.since(1_001_000 + 900 * 10 + RECENT_EVENTS_OVERLAP_MS))).toEqual(
      Array.from({ length: 100 }, (_, i) => String(900 + i)),
    );
    expect(log.since(1_001_000 + 899 * 10 + RECENT_EVENTS_OVERLAP_MS)).toEqual([
      { topic: REALTIME_RESYNC_TOPIC },
    ]);
  });
});
