import { describe, expect, it } from 'vitest';
import { DEFAULT_DIRECTORY_PARAMS, readDirectoryParams, writeDirectoryParams } from './use-directory-params';

const none = { server: '', guild: '', classes: [] };

describe('the directory address', () => {
  it('reads an empty address as A-Z, all users, no search', () => {
    expect(readDirectoryParams(new URLSearchParams())).toEqual({
      search: '',
      sort: 'username_asc',
      type: 'all',
      ...none,
    });
  });

  it('reads the trimmed search, a known sort and type, and ignores unknown ones', () => {
    expect(readDirectoryParams(new URLSearchParams('search=%20kn%20&sort=newest&type=admins'))).toEqual({
      search: 'kn',
      sort: 'newest',
      type: 'admins',
      ...none,
    });
    expect(readDirectoryParams(new URLSearchParams('sort=best&type=owners'))).toEqual({
      search: '',
      sort: 'username_asc',
      type: 'all',
      ...none,
    });
  });

  it('reads the server, guild and known classes, and drops values no profile can hold', () => {
    expect(
      readDirectoryParams(new URLSearchParams('server=%20S12%20&guild=Starlit&class=Doctor,Wizard,Guard')),
    ).toEqual({
      ...DEFAULT_DIRECTORY_PARAMS,
      server: 'S12',
      guild: 'Starlit',
      classes: ['Guard', 'Doctor'],
    });
    expect(readDirectoryParams(new URLSearchParams('server=TOOLONG99&guild=Guild%209'))).toEqual(
      DEFAULT_DIRECTORY_PARAMS,
    );
  });

  it('writes only what differs from the defaults and keeps unrelated params', () => {
    const written = writeDirectoryParams(new URLSearchParams('sort=oldest&utm=x'), {
      search: 'ana',
      sort: 'username_asc',
      type: 'members',
      server: 'S12',
      guild: 'Starlit Quills',
      classes: ['Scholar', 'Gourmet'],
    });
    expect(written.toString()).toBe(
      'utm=x&search=ana&type=members&server=S12&guild=Starlit+Quills&class=Scholar%2CGourmet',
    );
  });
});
