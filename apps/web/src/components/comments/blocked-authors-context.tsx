import { createContext, type ReactNode } from 'react';

/**
 * The ids of the members the reader blocks, for every comment list on the page; null while not
 * known (who is looking, or their list, is on its way).
 */
export const BlockedAuthorsContext = createContext<ReadonlySet<string> | null>(new Set());

type BlockedAuthorsProviderProps = { ids: ReadonlySet<string> | null; children: ReactNode };

/**
 * Hands every comment list below it the ids of the members the reader blocks. Kept apart from the
 * folded comment itself, so the app's first download carries only this.
 */
export function BlockedAuthorsProvider({ ids, children }: BlockedAuthorsProviderProps) {
  return <BlockedAuthorsContext.Provider value={ids}>{children}</BlockedAuthorsContext.Provider>;
}
