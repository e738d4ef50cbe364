import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEvent, EventBus } from '../../realtime/bus.ts';
import { createViewAnnouncer } from './view-events.ts';

function fakeBus() {
  const published: AppEvent[] = [];
  const bus = { publish: async (event: AppEvent) => void published.push(event) } as unknown as EventBus;
  return { bus, published };
}

describe('createViewAnnouncer', () => {
  afterEach(() => vi.useRealTimers());

  it('announces the views counted within the delay with one guides event after it', async () => {
    vi.useFakeTimers();
    const { bus, published } = fakeBus();
    const views = createViewAnnouncer(bus, () => undefined, 1000);
    views.counted();
    views.counted();
    await vi.advanceTimersByTimeAsync(999);
    expect(published).toEqual([]);
    views.counted();
    await vi.advanceTimersByTimeAsync(1);
    expect(published).toEqual([{ topic: 'guides' }]);
    views.counted();
    await vi.advanceTimersByTimeAsync(1000);
    expect(published).toHaveLength(2);
  });

  it('drops a waiting event when closed', async () => {
    vi.useFakeTimers();
    const { bus, published } = fakeBus();
    const views = createViewAnnouncer(bus, () => undefined, 1000);
    views.counted();
    views.close();
    await vi.advanceTimersByTimeAsync(2000);
    expect(published).toEqual([]);
  });

  it('reports a failed publish instead of throwing', async () => {
    vi.useFakeTimers();
    const failure = new Error('lost');
    const bus = { publish: () => Promise.reject(failure) } as unknown as EventBus;
    const errors: unknown[] = [];
    createViewAnnouncer(bus, (error) => errors.push(error), 10).counted();
    await vi.advanceTimersByTimeAsync(10);
    expect(errors).toEqual([failure]);
  });
});
