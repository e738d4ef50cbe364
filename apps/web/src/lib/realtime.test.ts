import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyRealtimeEvent } from './realtime';

/** A list on screen whose answers the test hands out one fetch at a time. */
function watchedList(client: QueryClient) {
  const answers: ((value: string) => void)[] = [];
  const observer = new QueryObserver(client, {
    queryKey: ['hero-comments', 'h1', { sort: 'recent' }],
    queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
  });
  const unsubscribe = observer.subscribe(() => {});
  return { observer, answers, unsubscribe };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live updates', () => {
  it('fetch a list again when its event arrives during its first fetch, keeping nothing read before', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const list = watchedList(client);
    await settle();
    expect(list.answers).toHaveLength(1);

    void applyRealtimeEvent(client, JSON.stringify({ topic: 'hero-comments', id: 'h1' }));
    await settle();
    // The first fetch answers late with what it read before the change.
    list.answers[0]?.('before the new comment');
    await settle();
    expect(list.answers).toHaveLength(2);
    list.answers[1]?.('with the new comment');
    await settle();
    expect(list.observer.getCurrentResult().data).toBe('with the new comment');
    list.unsubscribe();
  });

  it('fetch a list that has data again on its event, and leave others alone', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const list = watchedList(client);
    await settle();
    list.answers[0]?.('first');
    await settle();

    await applyRealtimeEvent(client, JSON.stringify({ topic: 'hero-comments', id: 'another hero' }));
    await settle();
    expect(list.answers).toHaveLength(1);

    void applyRealtimeEvent(client, JSON.stringify({ topic: 'hero-comments', id: 'h1' }));
    await settle();
    expect(list.answers).toHaveLength(2);
    list.answers[1]?.('second');
    await settle();
    expect(list.observer.getCurrentResult().data).toBe('second');
    list.unsubscribe();
  });
});
