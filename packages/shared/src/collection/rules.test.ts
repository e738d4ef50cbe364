import { describe, expect, it } from 'vitest';
import { collectionProgress, entryRangeProblems, filterCollection, progressLine } from './rules.ts';
import type { CollectionHero } from './schemas.ts';
import { CollectionQuerySchema } from './schemas.ts';

const entry = (level: number, stars: number, updatedAt = '2026-01-01T00:00:00.000Z') => ({
  level,
  stars,
  note: null,
  isBuilding: false,
  updatedAt,
});
const hero = (
  name: string,
  rarity: CollectionHero['rarity'],
  cls: CollectionHero['class'],
  owned: ReturnType<typeof entry> | null,
): CollectionHero => ({
  id: name,
  name,
  slug: name.toLowerCase(),
  class: cls,
  rarity,
  imageUrl: null,
  entry: owned,
});
const heroes = [
  hero('Ash', 'SR', 'Guard', entry(90, 3, '2026-03-01T00:00:00.000Z')),
  hero('Bryn', 'LR', 'Doctor', entry(120, 4)),
  hero('Cato', 'LR', 'Scholar', null),
  hero('Dara', 'R', 'Guard', null),
];

describe('entryRangeProblems', () => {
  it("accepts a level and stars inside the hero's rarity's range", () => {
    expect(entryRangeProblems('LR', { level: 150, stars: 6 })).toEqual({});
  });
  it("names the rarity's own range for a level or stars past it", () => {
    expect(entryRangeProblems('R', { level: 81, stars: 4 })).toEqual({
      level: 'Level must be between 1 and 80',
      stars: 'Stars must be between 1 and 3',
    });
  });
});

describe('collection progress', () => {
  it("counts the owned heroes overall and per rarity, best rarity first, in the page's words", () => {
    const progress = collectionProgress(heroes);
    expect(progress.owned).toBe(2);
    expect(progressLine(progress)).toBe('2 of 4 heroes; 1 of 2 LR; 1 of 1 SR; 0 of 1 R');
  });
});

describe('filterCollection', () => {
  const names = (query: Record<string, string>) =>
    filterCollection(heroes, CollectionQuerySchema.parse(query)).map((h) => h.name);

  it('keeps owned or missing heroes, by rarity and class, best rarity first', () => {
    expect(names({})).toEqual(['Bryn', 'Cato', 'Ash', 'Dara']);
    expect(names({ owned: 'owned' })).toEqual(['Bryn', 'Ash']);
    expect(names({ owned: 'missing', class: 'Guard' })).toEqual(['Dara']);
    expect(names({ rarity: 'LR,R' })).toEqual(['Bryn', 'Cato', 'Dara']);
  });
  it('orders by level, stars or the latest change, the unowned last', () => {
    expect(names({ sort: 'level' })).toEqual(['Bryn', 'Ash', 'Cato', 'Dara']);
    expect(names({ sort: 'recent' })[0]).toBe('Ash');
  });
  it('reads an unknown filter value from the address as no filter', () => {
    expect(names({ owned: 'maybe', sort: 'loudest', rarity: 'XR' })).toHaveLength(4);
  });
});
