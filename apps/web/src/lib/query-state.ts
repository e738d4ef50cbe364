import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The id of the JSON script holding the server's query cache. */
export const QUERY_STATE_ELEMENT_ID = 'query-state';

type SerialisedError = { apiError: { status: number; code: string; message: string } };

function isSerialisedError(value: unknown): value is SerialisedError {
  return typeof value === 'object' && value !== null && 'apiError' in value;
}

/**
 * The server's query cache as JSON-safe data: finished queries only, their API errors kept as
 * plain values, so the browser draws the same 'not found' the server drew.
 */
export function dehydrateQueries(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const plain: SerialisedError = {
        apiError: { status: error.status, code: error.code, message: error.message },
      };
      (query.state as { error: unknown }).error = plain;
    }
  }
  return state;
}

/** Fills the browser's cache from the server's, before the first render, turning errors back into ApiError. */
export function hydrateQueries(client: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (isSerialisedError(error)) {
      const { status, code, message } = error.apiError;
      (query.state as { error: unknown }).error = new ApiError(status, code, message);
    }
  }
  hydrate(client, state);
}

/** The JSON of a value, safe inside a script element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
