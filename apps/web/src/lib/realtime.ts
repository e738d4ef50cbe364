import { isAffectedBy, REALTIME_RESYNC_TOPIC } from '@haven/shared/common/realtime';
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

/**
 * One Server-Sent Events stream for the app: each `{ topic, id }` event invalidates the
 * queries it affects (see `isAffectedBy`). `viewerKey` reconnects the stream when the
 * viewer changes, because the server filters events by who is connected. The server ends a
 * member's stream when their session ends (signed out elsewhere, password changed, banned,
 * account deleted): `onStreamEnd` runs whenever an open stream ends, to learn who the page is now.
 */
export function useRealtimeInvalidation(viewerKey: string | null, onStreamEnd?: () => void): void {
  const queryClient = useQueryClient();
  const onEnd = useRef(onStreamEnd);
  onEnd.current = onStreamEnd;

  // biome-ignore lint/correctness/useExhaustiveDependencies: viewerKey reopens the stream for the new viewer
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let isClosed = false;

    const connect = () => {
      let isOpen = false;
      source = new EventSource('/api/events');
      source.onopen = () => {
        isOpen = true;
      };
      source.onmessage = (event: MessageEvent<string>) => {
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
