import { describe, expect, it } from 'vitest';
import { heroTeamsText, TEAM_MESSAGES } from './messages.ts';
import { PublicTeamsQuerySchema } from './schemas.ts';

describe('PublicTeamsQuerySchema hero', () => {
  it('takes a hero id and refuses anything else', () => {
    const id = '00000000-0000-4000-8000-000000000007';
    expect(PublicTeamsQuerySchema.parse({ hero: id }).hero).toBe(id);
    expect(PublicTeamsQuerySchema.parse({}).hero).toBeUndefined();
    expect(PublicTeamsQuerySchema.safeParse({ hero: 'abc' }).success).toBe(false);
  });
});

describe('heroTeamsText', () => {
  it("fills in the hero's name and the count", () => {
    expect(heroTeamsText(TEAM_MESSAGES.heroTeamsCount, 'Aria', 4)).toBe('4 teams include Aria');
    expect(heroTeamsText(TEAM_MESSAGES.heroTeamsEmpty, 'Aria')).toBe('No team includes Aria yet.');
  });
});
