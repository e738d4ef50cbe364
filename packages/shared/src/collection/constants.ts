import type { Rarity } from '../heroes/constants.ts';

/** Who may see a member's collection on their profile. */
export const COLLECTION_VISIBILITIES = ['public', 'friends', 'private'] as const;
export type CollectionVisibility = (typeof COLLECTION_VISIBILITIES)[number];

/** A new member's collection is theirs alone until they choose to show it. */
export const DEFAULT_COLLECTION_VISIBILITY: CollectionVisibility = 'private';

/** The lowest level and star count a hero can have. */
export const MIN_HERO_LEVEL = 1;
export const MIN_HERO_STARS = 1;

/** The highest level a hero of each rarity reaches in the game. */
export const MAX_HERO_LEVEL: Record<Rarity, number> = { LR: 150, GR: 140, UR: 130, SSR: 120, SR: 100, R: 80 };

/** The most stars a hero of each rarity can be raised to. */
export const MAX_HERO_STARS: Record<Rarity, number> = { LR: 6, GR: 6, UR: 5, SSR: 5, SR: 4, R: 3 };

/** The highest level and star count of any rarity: the bounds a request is checked against first. */
export const HIGHEST_HERO_LEVEL = Math.max(...Object.values(MAX_HERO_LEVEL));
export const HIGHEST_HERO_STARS = Math.max(...Object.values(MAX_HERO_STARS));

/** Characters in a collection note. */
export const MAX_COLLECTION_NOTE = 200;

/** The collection's filter choices: every hero, the owned ones, or the ones still missing. */
export const COLLECTION_OWNED_FILTERS = ['all', 'owned', 'missing'] as const;
export type CollectionOwnedFilter = (typeof COLLECTION_OWNED_FILTERS)[number];

/** The collection's orders. */
export const COLLECTION_SORTS = ['rarity', 'name', 'level', 'stars', 'recent'] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];

/** Labels of the collection's choices, as the page shows them. */
export const COLLECTION_VISIBILITY_LABELS: Record<CollectionVisibility, string> = {
  public: 'Everyone',
  friends: 'Friends only',
  private: 'Only me',
};
export const COLLECTION_OWNED_LABELS: Record<CollectionOwnedFilter, string> = {
  all: 'All heroes',
  owned: 'Owned',
  missing: 'Not owned',
};
export const COLLECTION_SORT_LABELS: Record<CollectionSort, string> = {
  rarity: 'Rarity',
  name: 'Name',
  level: 'Level',
  stars: 'Stars',
  recent: 'Recently updated',
};

/** Rows an import file may hold; a collection never has more heroes than the game. */
export const MAX_IMPORT_ROWS = 1000;
/** The version of the export format this site writes and reads. */
export const COLLECTION_EXPORT_VERSION = 1;
