import type { ComparedHero } from '@haven/shared/heroes/compare-schemas';
import { describe, expect, it } from 'vitest';
import { bestStats, statPercent } from './hero-compare-card';

const hero = (hp: number, attack: number) =>
  ({ stats: { hp, attack, defense: 0, speed: 0 } }) as ComparedHero;

describe('the comparison stat bars', () => {
  it('finds the best value of each stat among the compared heroes', () => {
    expect(bestStats([hero(900, 50), hero(400, 300)])).toEqual({
      hp: 900,
      attack: 300,
      defense: 0,
      speed: 0,
    });
  });

  it('scales a value between the roster lowest and highest, never below a sliver', () => {
    expect(statPercent(500, { min: 0, max: 1000 })).toBe(50);
    expect(statPercent(0, { min: 0, max: 1000 })).toBe(4);
    expect(statPercent(1000, { min: 0, max: 1000 })).toBe(100);
    expect(statPercent(7, { min: 7, max: 7 })).toBe(100);
  });
});
