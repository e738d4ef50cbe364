import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change on retry.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** A query cache with the app's defaults: the browser keeps one, the server makes one per rendered request. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A query that failed is drawn with its error (and its Try Again) when a page shows it again,
      // so a page the server drew as 'not found' hydrates as the same screen.
      queries: { staleTime: 30_000, retry: shouldRetry, retryOnMount: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
