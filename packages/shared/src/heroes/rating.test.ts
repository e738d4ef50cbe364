import { describe, expect, it } from 'vitest';
import { averageRating, compareByRating, isRatingRanked, RATING_RANK_MIN_COUNT } from './rating.ts';

describe('averageRating', () => {
  it('is the plain average to one decimal, 0 without ratings', () => {
    expect(averageRating(0, 0)).toBe(0);
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(41, 9)).toBe(4.6);
  });

  it('rounds an exact half up, as the database rounds it', () => {
    expect(averageRating(89, 20)).toBe(4.5); // 4.45
    expect(averageRating(7, 2)).toBe(3.5);
    expect(averageRating(43, 20)).toBe(2.2); // 2.15
  });
});

describe('isRatingRanked', () => {
  it(`ranks a hero from ${RATING_RANK_MIN_COUNT} ratings`, () => {
    expect(isRatingRanked(RATING_RANK_MIN_COUNT - 1)).toBe(false);
    expect(isRatingRanked(RATING_RANK_MIN_COUNT)).toBe(true);
  });
});

describe('compareByRating', () => {
  const hero = (name: string, averageRating: number, totalRatings: number) => ({
    name,
    averageRating,
    totalRatings,
  });

  it('orders ranked heroes by shown average then count, then the not yet ranked, then the unrated', () => {
    const heroes = [
      hero('unrated', 0, 0),
      hero('few fives', 5, RATING_RANK_MIN_COUNT - 1),
      hero('4.5 of 4', 4.5, 4),
      hero('4.6 of 9', 4.6, 9),
      hero('4.5 of 20', 4.5, 20),
      hero('one two', 2, 1),
      hero('4.2 of 3', 4.2, 3),
    ];
    expect(heroes.sort(compareByRating).map((h) => h.name)).toEqual([
      '4.6 of 9',
      '4.5 of 20',
      '4.5 of 4',
      '4.2 of 3',
      'few fives',
      'one two',
      'unrated',
    ]);
  });

  it('finds equal figures equal', () => {
    expect(compareByRating(hero('a', 4, 5), hero('b', 4, 5))).toBe(0);
  });
});
