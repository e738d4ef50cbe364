import { describe, expect, it } from 'vitest';
import { readPublicTeamsParams, writePublicTeamsParams } from './use-public-teams-params';

describe('public teams address', () => {
  it('reads search, sort and page, falling back to Latest and page 1', () => {
    expect(readPublicTeamsParams(new URLSearchParams('search=%20owl%20&sort=oldest&page=3'))).toEqual({
      search: 'owl',
      sort: 'oldest',
      page: 3,
    });
    expect(readPublicTeamsParams(new URLSearchParams('sort=popular&page=-2'))).toEqual({
      search: '',
      sort: 'newest',
      page: 1,
    });
  });

  it('leaves the defaults out of the address', () => {
    const written = writePublicTeamsParams(new URLSearchParams('keep=1'), {
      search: '',
      sort: 'newest',
      page: 1,
    });
    expect(written.toString()).toBe('keep=1');
  });
});
