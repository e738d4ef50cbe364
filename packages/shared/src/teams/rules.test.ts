import { describe, expect, it } from 'vitest';
import { firstFreeSlug, teamSlugBase } from './rules.ts';
import { CreateTeamRequestSchema } from './schemas.ts';

describe('teamSlugBase', () => {
  it('lowercases the name and turns each run of other characters into one hyphen', () => {
    expect(teamSlugBase('  Fire & Ice!! Squad ')).toBe('fire-ice-squad');
  });
  it('gives a name without letters or digits an address all the same', () => {
    expect(teamSlugBase('!!!')).toBe('team');
  });
});

describe('firstFreeSlug', () => {
  it('adds -1, -2, … until the slug is free', () => {
    expect(firstFreeSlug('squad', new Set())).toBe('squad');
    expect(firstFreeSlug('squad', new Set(['squad']))).toBe('squad-1');
    expect(firstFreeSlug('squad', new Set(['squad', 'squad-1']))).toBe('squad-2');
  });
  it('keeps the addresses of the gallery and the manage page for them', () => {
    expect(firstFreeSlug('public', new Set())).toBe('public-1');
    expect(firstFreeSlug('manage', new Set())).toBe('manage-1');
  });
});

describe('CreateTeamRequestSchema', () => {
  const ids = [1, 2, 3, 4, 5].map((n) => `3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5${n}`);
  const messageOf = (input: unknown) => CreateTeamRequestSchema.safeParse(input).error?.issues[0]?.message;

  it('accepts a name and five different heroes', () => {
    expect(CreateTeamRequestSchema.parse({ name: ' Squad ', heroIds: ids }).name).toBe('Squad');
  });
  it('says what is missing or wrong in the words of the form', () => {
    expect(messageOf({ name: '  ', heroIds: ids })).toBe('Please enter a team name');
    expect(messageOf({ name: 'x'.repeat(51), heroIds: ids })).toBe('Team name must be at most 50 characters');
    expect(messageOf({ name: 'Squad', heroIds: ids.slice(0, 4) })).toBe(
      'Please select 5 heroes for your team',
    );
    expect(messageOf({ name: 'Squad', heroIds: [...ids.slice(0, 4), ids[0]] })).toBe(
      'This hero is already in your team',
    );
  });
});
