import { describe, expect, it } from 'vitest';
import { readDirectoryParams, writeDirectoryParams } from './use-directory-params';

describe('the directory address', () => {
  it('reads an empty address as A-Z, all users, no search', () => {
    expect(readDirectoryParams(new URLSearchParams())).toEqual({
      search: '',
      sort: 'username_asc',
      type: 'all',
    });
  });

  it('reads the trimmed search, a known sort and type, and ignores unknown ones', () => {
    expect(readDirectoryParams(new URLSearchParams('search=%20kn%20&sort=newest&type=admins'))).toEqual({
      search: 'kn',
      sort: 'newest',
      type: 'admins',
    });
    expect(readDirectoryParams(new URLSearchParams('sort=best&type=owners'))).toEqual({
      search: '',
      sort: 'username_asc',
      type: 'all',
    });
  });

  it('writes only what differs from the defaults and keeps unrelated params', () => {
    const written = writeDirectoryParams(new URLSearchParams('sort=oldest&utm=x'), {
      search: 'ana',
      sort: 'username_asc',
      type: 'members',
    });
    expect(written.toString()).toBe('utm=x&search=ana&type=members');
  });
});
