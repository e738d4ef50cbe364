import { describe, expect, it } from 'vitest';
import { GAME_TEAM_SIZE } from '../game-team/constants.ts';
import { GUILD_ROLES, HERO_CLASSES, MAX_CHARACTER_LEVEL, RARITIES, RARITY_SCORE } from './constants.ts';

describe('game constants', () => {
  it('scores rarities LR 5 down to R 0', () => {
    expect(RARITY_SCORE).toEqual({ LR: 5, GR: 4, UR: 3, SSR: 2, SR: 1, R: 0 });
    const scores = RARITIES.map((r) => RARITY_SCORE[r]);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('lists the classes, guild roles, team size and level cap', () => {
    expect([...HERO_CLASSES]).toEqual(['Guard', 'Scholar', 'Doctor', 'Gourmet']);
    expect([...GUILD_ROLES]).toEqual(['Leader', 'Deputy', 'Secretary', 'Diplomat', 'Elite', 'Member']);
    expect(GAME_TEAM_SIZE).toBe(5);
    expect(MAX_CHARACTER_LEVEL).toBe(220);
  });
});
