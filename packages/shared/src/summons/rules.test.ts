import { describe, expect, it } from 'vitest';
import { countPity, pityPercent, pityStage, resetsPity } from './rules.ts';

describe('countPity', () => {
  it('counts every pull when nothing reset pity', () => {
    expect(countPity(['R', 'SR', 'SSR', 'UR'], 'LR')).toBe(4);
  });

  it('counts only the pulls after the last result of the reset rarity', () => {
    expect(countPity(['R', 'LR', 'R', 'SR', 'LR', 'R', 'R'], 'LR')).toBe(2);
  });

  it('resets on a rarity better than the reset rarity too', () => {
    expect(countPity(['R', 'R', 'LR', 'R'], 'GR')).toBe(1);
  });

  it('does not reset on a lower rarity', () => {
    expect(countPity(['R', 'UR', 'SSR'], 'GR')).toBe(3);
  });

  it('is zero when the last pull reset it, and for no pulls at all', () => {
    expect(countPity(['R', 'R', 'LR'], 'LR')).toBe(0);
    expect(countPity([], 'LR')).toBe(0);
  });
});

describe('resetsPity', () => {
  it('holds for the reset rarity and better, not for worse', () => {
    expect(resetsPity('GR', 'GR')).toBe(true);
    expect(resetsPity('LR', 'GR')).toBe(true);
    expect(resetsPity('UR', 'GR')).toBe(false);
  });
});

describe('pityStage', () => {
  it('is building before soft pity, soft from it, hard on the pull before hard pity', () => {
    expect(pityStage(69, 70, 90)).toBe('building');
    expect(pityStage(70, 70, 90)).toBe('soft');
    expect(pityStage(88, 70, 90)).toBe('soft');
    expect(pityStage(89, 70, 90)).toBe('hard');
  });
});

describe('pityPercent', () => {
  it('is the share of the way to hard pity, at most 100', () => {
    expect(pityPercent(45, 90)).toBe(50);
    expect(pityPercent(120, 90)).toBe(100);
  });
});
