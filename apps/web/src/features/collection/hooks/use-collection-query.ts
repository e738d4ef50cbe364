import {
  COLLECTION_OWNED_FILTERS,
  COLLECTION_SORTS,
  type CollectionOwnedFilter,
  type CollectionSort,
} from '@haven/shared/collection/constants';
import type { CollectionQuery } from '@haven/shared/collection/schemas';
import { HERO_CLASSES, RARITIES } from '@haven/shared/heroes/constants';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readList, writeParams } from '../../../lib/search-params';

/** The collection's address parameters. */
export const COLLECTION_PARAMS = ['owned', 'rarity', 'class', 'sort'] as const;

/** The collection's filters and order as the address says; unknown values are ignored. */
export function readCollectionQuery(searchParams: URLSearchParams): CollectionQuery {
  return {
    owned: COLLECTION_OWNED_FILTERS.find((value) => value === searchParams.get('owned')) ?? 'all',
    rarity: readList(searchParams.getAll('rarity'), RARITIES),
    class: readList(searchParams.getAll('class'), HERO_CLASSES),
    sort: COLLECTION_SORTS.find((value) => value === searchParams.get('sort')) ?? 'rarity',
  };
}

export type CollectionQueryChange = Partial<{
  owned: CollectionOwnedFilter;
  rarity: CollectionQuery['rarity'];
  class: CollectionQuery['class'];
  sort: CollectionSort;
}>;

/** The page's filters and order, kept in the address so a link shares them and Back works. */
export function useCollectionQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => readCollectionQuery(searchParams), [searchParams]);
  const change = (next: CollectionQueryChange) =>
    setSearchParams(
      (current) =>
        writeParams(new URLSearchParams(current), { ...query, ...next }, { owned: 'all', sort: 'rarity' }),
      { replace: true, preventScrollReset: true },
    );
  return { query, change };
}
