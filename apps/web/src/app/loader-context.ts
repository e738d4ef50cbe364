import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';

/** What the server hands every loader while it renders one request: that request's own query cache. */
export type ServerLoaderContext = { queryClient: QueryClient; status: number };

function serverContext(context: unknown): ServerLoaderContext | null {
  if (typeof context !== 'object' || context === null || !('queryClient' in context)) return null;
  return context as ServerLoaderContext;
}

/** The query cache a loader fills: the request's own on the server, the app's one in the browser. */
export function loaderQueryClient(context: unknown): QueryClient {
  return serverContext(context)?.queryClient ?? queryClient;
}

/** Marks the page being rendered on the server as not found (the browser ignores it). */
export function markNotFound(context: unknown): void {
  const server = serverContext(context);
  if (server) server.status = 404;
}
