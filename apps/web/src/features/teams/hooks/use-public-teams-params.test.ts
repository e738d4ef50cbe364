import { describe, expect, it } from 'vitest';
import { ALL_PUBLIC_TEAMS } from '../api/get-public-teams';
import { readPublicTeamsParams, writePublicTeamsParams } from './use-public-teams-params';

describe('public teams address', () => {
  it('reads search, sort and page, falling back to Latest and page 1', () => {
    expect(readPublicTeamsParams(new URLSearchParams('search=%20owl%20&sort=oldest&page=3'))).toEqual({
      ...ALL_PUBLIC_TEAMS,
      search: 'owl',
      sort: 'oldest',
      page: 3,
    });
    expect(readPublicTeamsParams(new URLSearchParams('sort=loudest&page=-2&hero=nope'))).toEqual(
      ALL_PUBLIC_TEAMS,
    );
  });

  it('reads Most Popular, a game mode and a member', () => {
    expect(readPublicTeamsParams(new URLSearchParams('sort=popular&mode=arena&member=Owl_1'))).toEqual({
      ...ALL_PUBLIC_TEAMS,
      sort: 'popular',
      mode: 'arena',
      member: 'Owl_1',
    });
  });

  it('reads and writes Teams I can build, dropping an unknown choice', () => {
    expect(readPublicTeamsParams(new URLSearchParams('build=near')).build).toBe('near');
    expect(readPublicTeamsParams(new URLSearchParams('build=all')).build).toBe('');
    const written = writePublicTeamsParams(new URLSearchParams(), { ...ALL_PUBLIC_TEAMS, build: 'ready' });
    expect(written.toString()).toBe('build=ready');
  });

  it('keeps a hero id, a mode and a member in the address', () => {
    const hero = '00000000-0000-4000-8000-000000000001';
    expect(readPublicTeamsParams(new URLSearchParams(`hero=${hero}`)).hero).toBe(hero);
    const written = writePublicTeamsParams(new URLSearchParams(), {
      ...ALL_PUBLIC_TEAMS,
      hero,
      mode: 'arena',
      member: 'owl',
      sort: 'popular',
    });
    expect(written.toString()).toBe(`hero=${hero}&mode=arena&member=owl&sort=popular`);
  });

  it('leaves the defaults out of the address', () => {
    const written = writePublicTeamsParams(new URLSearchParams('keep=1'), ALL_PUBLIC_TEAMS);
    expect(written.toString()).toBe('keep=1');
  });
});
