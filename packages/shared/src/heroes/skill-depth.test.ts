import { describe, expect, it } from 'vitest';
import { SKILL_DEPTH_MESSAGES } from './messages.ts';
import { HeroInputSchema } from './schemas.ts';
import { hasDistinctUpgradeRanks, upgradeOrderOf, upgradeRanksOf } from './skill-depth.ts';

const ENTRY = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const skill = (name: string, extra: object = {}) => ({ name, description: `${name}.`, ...extra });

describe('the upgrade order', () => {
  it('lists skill positions by their places, leaving out skills without one', () => {
    expect(upgradeOrderOf([2, 0, 1])).toEqual([2, 0]);
    expect(upgradeOrderOf([0, 0])).toEqual([]);
  });
  it('gives each skill its place back from the order', () => {
    expect(upgradeRanksOf([2, 0], 3)).toEqual([2, 0, 1]);
    expect(upgradeRanksOf([5], 2)).toEqual([0, 0]);
  });
  it('allows a place once, and any number of skills left out', () => {
    expect(hasDistinctUpgradeRanks([1, 2, 0, 0])).toBe(true);
    expect(hasDistinctUpgradeRanks([1, 1])).toBe(false);
  });
});

describe('skill levels in the hero editor’s body', () => {
  it('trims effects, reads quantities typed as text and keeps levels with their skill', () => {
    const parsed = HeroInputSchema.parse({
      name: 'Ivo',
      skills: [
        skill('', { description: '', levels: [{ value: 'lost' }] }),
        skill('Kept', {
          levels: [{ value: ' 120% ', costs: [{ entryId: ENTRY, quantity: '3' }] }],
          upgradeRank: '1',
        }),
      ],
    });
    expect(parsed.skills).toEqual([
      {
        ...skill('Kept'),
        type: 'Active',
        cooldown: 0,
        levels: [{ value: '120%', costs: [{ entryId: ENTRY, quantity: 3 }] }],
        upgradeRank: 1,
      },
    ]);
    expect(parsed.upgradeNote).toBe('');
  });
  it('refuses an empty effect, a repeated item, a repeated place, in the editor’s words', () => {
    const messages = (skills: object[]) =>
      HeroInputSchema.safeParse({ name: 'Ivo', skills }).error?.issues.map((issue) => issue.message);
    expect(messages([skill('A', { levels: [{ value: ' ' }] })])).toEqual([
      SKILL_DEPTH_MESSAGES.levelValueRequired,
    ]);
    expect(
      messages([
        skill('A', {
          levels: [{ value: 'x', costs: [ENTRY, ENTRY].map((entryId) => ({ entryId, quantity: 1 })) }],
        }),
      ]),
    ).toEqual([SKILL_DEPTH_MESSAGES.costRepeated]);
    expect(messages([skill('A', { upgradeRank: 1 }), skill('B', { upgradeRank: 1 })])).toEqual([
      SKILL_DEPTH_MESSAGES.rankRepeated,
    ]);
  });
});
