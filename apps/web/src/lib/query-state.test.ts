import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { askAgainForMember, hydrateQueries, whenReadersPartsSettled } from './query-state';

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

describe('a page drawn for any member', () => {
  /** A browser holding the page's rating and hero queries, as drawn for any member. */
  function pageFor(sessionPending: boolean) {
    const browser = new QueryClient();
    browser.setQueryData(['heroes', 'rating', 'h1'], { myRating: null });
    browser.setQueryData(['heroes', 'detail', 'elowen'], { name: 'Elowen' });
    const state = {
      ...dehydrate(browser),
      ...(sessionPending ? { sessionPending: true as const, forViewer: ['["heroes","rating","h1"]'] } : {}),
    };
    askAgainForMember(browser, state, ['me'], (me) => (me as { user: unknown }).user !== null);
    const isInvalidated = (key: string[]) =>
      browser.getQueryCache().find({ queryKey: key })?.state.isInvalidated;
    return { browser, isInvalidated };
  }

  it("asks again for the member's own parts once the session names a member, and for nothing else", () => {
    const { browser, isInvalidated } = pageFor(true);
    browser.setQueryData(['me'], { user: { id: 'm1' } });
    expect(isInvalidated(['heroes', 'rating', 'h1'])).toBe(true);
    expect(isInvalidated(['heroes', 'detail', 'elowen'])).toBe(false);
  });

  it('is whole once the session is known and what was asked again has come', async () => {
    const { browser } = pageFor(true);
    let isWhole = false;
    void whenReadersPartsSettled().then(() => {
      isWhole = true;
    });
    await Promise.resolve();
    expect(isWhole).toBe(false);
    browser.setQueryData(['me'], { user: { id: 'm1' } });
    await whenReadersPartsSettled();
    expect(isWhole).toBe(true);
  });

  it('keeps what it drew when the session turns out to be a visitor, and on a page drawn for one reader', () => {
    const visitor = pageFor(true);
    visitor.browser.setQueryData(['me'], { user: null });
    expect(visitor.isInvalidated(['heroes', 'rating', 'h1'])).toBe(false);
    const own = pageFor(false);
    own.browser.setQueryData(['me'], { user: { id: 'm1' } });
    expect(own.isInvalidated(['heroes', 'rating', 'h1'])).toBe(false);
  });
});
