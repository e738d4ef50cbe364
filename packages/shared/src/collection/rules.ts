import { RARITIES, RARITY_SCORE, type Rarity } from '../heroes/constants.ts';
import { MAX_HERO_LEVEL, MAX_HERO_STARS, MIN_HERO_LEVEL, MIN_HERO_STARS } from './constants.ts';
import { COLLECTION_MESSAGES as M } from './messages.ts';
import type { CollectionHero, CollectionQuery } from './schemas.ts';

/**
 * The field messages of a level or star count outside the range of the hero's rarity (none when
 * both fit): the edit sheet shows them, the server refuses with them, the import reports them.
 */
export function entryRangeProblems(
  rarity: Rarity,
  entry: { level: number; stars: number },
): Partial<Record<'level' | 'stars', string>> {
  const problems: Partial<Record<'level' | 'stars', string>> = {};
  if (entry.level < MIN_HERO_LEVEL || entry.level > MAX_HERO_LEVEL[rarity]) {
    problems.level = M.levelRange(MIN_HERO_LEVEL, MAX_HERO_LEVEL[rarity]);
  }
  if (entry.stars < MIN_HERO_STARS || entry.stars > MAX_HERO_STARS[rarity]) {
    problems.stars = M.starsRange(MIN_HERO_STARS, MAX_HERO_STARS[rarity]);
  }
  return problems;
}

/** Owned and total heroes, overall and per rarity (best rarity first). */
export type CollectionProgress = {
  owned: number;
  total: number;
  byRarity: { rarity: Rarity; owned: number; total: number }[];
};

/** How much of the game's roster the member owns, overall and per rarity with any heroes. */
export function collectionProgress(
  heroes: readonly Pick<CollectionHero, 'rarity' | 'entry'>[],
): CollectionProgress {
  const byRarity = RARITIES.map((rarity) => {
    const ofRarity = heroes.filter((hero) => hero.rarity === rarity);
    return { rarity, owned: ofRarity.filter((hero) => hero.entry).length, total: ofRarity.length };
  }).filter((row) => row.total > 0);
  return {
    owned: heroes.filter((hero) => hero.entry).length,
    total: heroes.length,
    byRarity,
  };
}

/** 'of 64 heroes; 12 of 14 LR': the progress line the page leads with. */
export function progressLine(progress: CollectionProgress): string {
  return [
    M.progress(progress.owned, progress.total),
    ...progress.byRarity.map((r) => `${r.owned} of ${r.total} ${r.rarity}`),
  ].join('; ');
}

/** The heroes the page's filters keep, in its order; ties go by name. */
export function filterCollection<T extends CollectionHero>(
  heroes: readonly T[],
  query: CollectionQuery,
): T[] {
  const kept = heroes.filter(
    (hero) =>
      (query.owned === 'all' || (query.owned === 'owned') === (hero.entry !== null)) &&
      (query.rarity.length === 0 || query.rarity.includes(hero.rarity)) &&
      (query.class.length === 0 || query.class.includes(hero.class)),
  );
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'en');
  const orders: Record<CollectionQuery['sort'], (a: T, b: T) => number> = {
    rarity: (a, b) => RARITY_SCORE[b.rarity] - RARITY_SCORE[a.rarity] || byName(a, b),
    name: byName,
    level: (a, b) => (b.entry?.level ?? 0) - (a.entry?.level ?? 0) || byName(a, b),
    stars: (a, b) => (b.entry?.stars ?? 0) - (a.entry?.stars ?? 0) || byName(a, b),
    recent: (a, b) => (b.entry?.updatedAt ?? '').localeCompare(a.entry?.updatedAt ?? '') || byName(a, b),
  };
  return kept.sort(orders[query.sort]);
}
