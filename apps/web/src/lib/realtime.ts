import {
  CLOCK_EVENT,
  isAffectedBy,
  REALTIME_RESYNC_TOPIC,
  SERVER_CLOCK_TIMING,
} from '@haven/shared/common/realtime';
import { type Query, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

const RECONNECT_DELAY_MS = 1_000;

/**
 * Makes stale the queries one event `{ topic, id }` affects (see `isAffectedBy`), and everything
 * on a resync; the queries on screen fetch again.
 */
export async function applyRealtimeEvent(queryClient: QueryClient, data: string): Promise<void> {
  let message: { topic?: unknown; id?: unknown };
  try {
    message = JSON.parse(data) as { topic?: unknown; id?: unknown };
  } catch {
    return;
  }
  const { topic } = message;
  if (typeof topic !== 'string' || topic === '') return;
  if (topic === REALTIME_RESYNC_TOPIC) {
    // The server may have missed changes: refetch everything on screen.
    await queryClient.invalidateQueries();
    return;
  }
  const id = typeof message.id === 'string' ? message.id : undefined;
  const isAffected = (query: Query) => isAffectedBy(query, topic, id);
  // A query's first fetch, still running, may have read the data before this change, and an
  // invalidation lets such a fetch finish and keeps its answer: it is cancelled (back to no data)
  // so that the invalidation fetches it afresh.
  const isFirstFetchRunning = (query: Query) =>
    isAffected(query) && query.state.data === undefined && query.state.fetchStatus === 'fetching';
  await queryClient.cancelQueries({ predicate: isFirstFetchRunning });
  await queryClient.invalidateQueries({ predicate: isAffected });
}

function asClock(value: string | undefined): number | undefined {
  const clock = Number(value);
  return Number.isSafeInteger(clock) && clock > 0 ? clock : undefined;
}

/** The server's clock from before this page's data was read (its Server-Timing), if the browser tells it. */
export function pageServerClock(): number | undefined {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function')
    return undefined;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const timing = navigation?.serverTiming?.find((entry) => entry.name === SERVER_CLOCK_TIMING);
  return asClock(timing?.description);
}

/**
 * One Server-Sent Events stream for the app: each `{ topic, id }` event invalidates the
 * queries it affects (see `isAffectedBy`). `viewerKey` reconnects the stream when the
 * viewer changes, because the server filters events by who is connected. The server ends a
 * member's stream when their session ends (signed out elsewhere, password changed, banned,
 * account deleted): `onStreamEnd` runs whenever an open stream ends, to learn who the page is now.
 * Changes made while the page was going live or the stream was away are not lost: the stream opens
 * from the server's clock when the data on screen was read (the page's, then the last the stream
 * told), and the server first sends what was announced since.
 */
export function useRealtimeInvalidation(viewerKey: string | null, onStreamEnd?: () => void): void {
  const queryClient = useQueryClient();
  const onEnd = useRef(onStreamEnd);
  onEnd.current = onStreamEnd;
  const since = useRef<number | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: viewerKey reopens the stream for the new viewer
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let isClosed = false;
    since.current ??= pageServerClock();

    const connect = () => {
      let isOpen = false;
      source = new EventSource(
        since.current === undefined ? '/api/events' : `/api/events?since=${since.current}`,
      );
      source.onopen = () => {
        isOpen = true;
      };
      source.addEventListener(CLOCK_EVENT, (event) => {
        since.current = asClock((event as MessageEvent<string>).data) ?? since.current;
      });
      source.onmessage = (event: MessageEvent<string>) => {
        since.current = asClock(event.lastEventId) ?? since.current;
        void applyRealtimeEvent(queryClient, event.data);
      };
      source.onerror = () => {
        source?.close();
        source = null;
        if (isOpen && !isClosed) onEnd.current?.();
        if (!isClosed) retryTimer = window.setTimeout(connect, RECONNECT_DELAY_MS);
      };
    };

    connect();
    return () => {
      isClosed = true;
      window.clearTimeout(retryTimer);
      source?.close();
    };
  }, [queryClient, viewerKey]);
}
