import { hashKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { PageQueryState } from './query-state';

/**
 * On a page drawn for any member, asks again for the queries answered as for a visitor once the
 * session (the query `sessionKey`) says a member is looking; a visitor's page is already theirs.
 * Settles once that is done (or the session turns out to be a visitor's, or cannot be read), so
 * what was pressed before acts on the member's own state (their vote, their rating), not a
 * visitor's. Loaded only for such a page.
 */
export function askAgainForMember(
  client: QueryClient,
  state: PageQueryState,
  sessionKey: QueryKey,
  isMember: (session: unknown) => boolean,
): Promise<void> {
  const forViewer = new Set(state.forViewer ?? []);
  const sessionHash = hashKey(sessionKey);
  const isKnown = (query: Query | undefined) => query !== undefined && query.state.status !== 'pending';
  return new Promise((resolve) => {
    const askAgain = (session: Query) => {
      if (session.state.status === 'error' || !isMember(session.state.data)) return resolve();
      client
        .invalidateQueries({ predicate: (query) => forViewer.has(query.queryHash) })
        .then(resolve, resolve);
    };
    // The session may have come before this module did.
    const known = client.getQueryCache().get(sessionHash);
    if (known && isKnown(known)) return askAgain(known);
    const stop = client.getQueryCache().subscribe(({ query }) => {
      if (query.queryHash !== sessionHash || !isKnown(query)) return;
      stop();
      askAgain(query);
    });
  });
}
