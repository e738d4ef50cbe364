import { describe, expect, it } from 'vitest';
import { readPublicTeamsParams, writePublicTeamsParams } from './use-public-teams-params';

describe('public teams address', () => {
  it('reads search, sort and page, falling back to Latest and page 1', () => {
    expect(readPublicTeamsParams(new URLSearchParams('search=%20owl%20&sort=oldest&page=3'))).toEqual({
      search: 'owl',
      hero: '',
      sort: 'oldest',
      page: 3,
    });
    expect(readPublicTeamsParams(new URLSearchParams('sort=popular&page=-2&hero=nope'))).toEqual({
      search: '',
      hero: '',
      sort: 'newest',
      page: 1,
    });
  });

  it('keeps a hero id in the address', () => {
    const hero = '00000000-0000-4000-8000-000000000001';
    expect(readPublicTeamsParams(new URLSearchParams(`hero=${hero}`)).hero).toBe(hero);
    const written = writePublicTeamsParams(new URLSearchParams(), {
      search: '',
      hero,
      sort: 'newest',
      page: 1,
    });
    expect(written.toString()).toBe(`hero=${hero}`);
  });

  it('leaves the defaults out of the address', () => {
    const written = writePublicTeamsParams(new URLSearchParams('keep=1'), {
      search: '',
      hero: '',
      sort: 'newest',
      page: 1,
    });
    expect(written.toString()).toBe('keep=1');
  });
});
