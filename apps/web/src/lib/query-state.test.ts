import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { hydrateQueries } from './query-state';

/** The state a server drew a page with, `age` ms before the browser received it. */
function serverState(age: number) {
  const server = new QueryClient();
  const drawnAt = Date.now() - age;
  server.setQueryData(['heroes', 'list'], { items: ['elowen'] }, { updatedAt: drawnAt });
  return dehydrate(server);
}

describe('the server queries a page starts with', () => {
  it('count as received when the page is, so a kept page does not ask for its data again at start', () => {
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const receivedAt = Date.now();
    hydrateQueries(browser, serverState(10 * 60_000), receivedAt);
    const query = browser.getQueryCache().find({ queryKey: ['heroes', 'list'] });
    expect(query?.state.data).toEqual({ items: ['elowen'] });
    expect(query?.state.dataUpdatedAt).toBe(receivedAt);
    expect(query?.isStale()).toBe(false);
  });

  it('keep a refusal as the API error it was', () => {
    const browser = new QueryClient();
    hydrateQueries(browser, {
      mutations: [],
      queries: [
        {
          queryKey: ['guides', 'gone'],
          queryHash: '["guides","gone"]',
          state: {
            data: undefined,
            dataUpdateCount: 0,
            dataUpdatedAt: 0,
            error: { apiError: { status: 404, code: 'NOT_FOUND', message: 'Guide not found' } },
            errorUpdateCount: 1,
            errorUpdatedAt: 1,
            fetchFailureCount: 1,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'error',
            fetchStatus: 'idle',
          },
        },
      ],
    } as never);
    const query = browser.getQueryCache().find({ queryKey: ['guides', 'gone'] });
    expect(query?.state.error).toBeInstanceOf(ApiError);
    expect(query?.state.dataUpdatedAt).toBe(0);
  });
});
