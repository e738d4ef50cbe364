import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The id of the JSON script holding the server's query cache. */
export const QUERY_STATE_ELEMENT_ID = 'query-state';

/**
 * The server's queries for a page, and on a page drawn for any member (`sessionPending`), the
 * hashes of those whose answers a member's own parts are added to (their rating, their votes).
 */
export type PageQueryState = DehydratedState & { sessionPending?: true; forViewer?: string[] };

export type SerialisedError = { apiError: { status: number; code: string; message: string } };

function isSerialisedError(value: unknown): value is SerialisedError {
  return typeof value === 'object' && value !== null && 'apiError' in value;
}

/**
 * Fills the browser's cache from the server's queries before the first render, turning errors back
 * into ApiError. Built query by query (the server never sends mutations), so the first load does
 * not carry the mutation code. The page's data counts as received when the page is: a page the
 * server kept for visitors is dropped as soon as its data changes, so a kept page's data is as
 * current as a freshly drawn one, and asking for it all again at start would only slow the page.
 */
export function hydrateQueries(client: QueryClient, state: DehydratedState, receivedAt = Date.now()): void {
  const cache = client.getQueryCache();
  for (const { queryKey, queryHash, state: queryState } of state.queries) {
    const error: unknown = queryState.error;
    if (isSerialisedError(error)) {
      const { status, code, message } = error.apiError;
      (queryState as { error: unknown }).error = new ApiError(status, code, message);
    }
    const dataUpdatedAt = queryState.dataUpdatedAt > 0 ? receivedAt : 0;
    cache.build(client, { queryKey, queryHash }, { ...queryState, dataUpdatedAt, fetchStatus: 'idle' });
  }
}

/** Settles once a page drawn for any member holds its reader's own parts (at once on any other page). */
let readersPartsSettled: Promise<void> = Promise.resolve();

/** The page waits for `settled` before it counts as whole (see members-copy.ts). */
export function awaitReadersParts(settled: Promise<void>): void {
  readersPartsSettled = settled;
}

/** Settles once the page holds its reader's own parts. */
export function whenReadersPartsSettled(): Promise<void> {
  return readersPartsSettled;
}

/** The JSON of a value, safe inside a script element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
