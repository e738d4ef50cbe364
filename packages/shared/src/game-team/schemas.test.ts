import { describe, expect, it } from 'vitest';
import { AddToGameTeamRequestSchema, ReplaceInGameTeamRequestSchema } from './schemas.ts';

describe('AddToGameTeamRequestSchema', () => {
  it('needs a position and a valid hero id to add to the Game Team', () => {
    const heroId = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    expect(AddToGameTeamRequestSchema.safeParse({ heroId, position: 1 }).success).toBe(true);
    expect(AddToGameTeamRequestSchema.safeParse({ heroId }).success).toBe(false);
    expect(AddToGameTeamRequestSchema.safeParse({ heroId: 'x', position: 1 }).error?.issues[0]?.message).toBe(
      'Invalid hero ID',
    );
  });
});

describe('ReplaceInGameTeamRequestSchema', () => {
  it('needs a valid id of the hero who takes the place', () => {
    expect(
      ReplaceInGameTeamRequestSchema.safeParse({ heroId: '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' }).success,
    ).toBe(true);
    expect(ReplaceInGameTeamRequestSchema.safeParse({}).success).toBe(false);
    expect(ReplaceInGameTeamRequestSchema.safeParse({ heroId: 'x' }).error?.issues[0]?.message).toBe(
      'Invalid hero ID',
    );
  });
});
