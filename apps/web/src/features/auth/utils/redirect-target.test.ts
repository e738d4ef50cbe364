import { describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { redirectTarget } from './redirect-target';

describe('where signing in leads', () => {
  it('returns to the guarded page that sent the visitor, with its query and hash', () => {
    expect(redirectTarget({ from: { pathname: '/profile/edit', search: '?tab=2', hash: '#top' } })).toBe(
      '/profile/edit?tab=2#top',
    );
  });

  it('goes home without a sending page, or when it was another account page', () => {
    expect(redirectTarget(null)).toBe(paths.home);
    expect(redirectTarget({})).toBe(paths.home);
    for (const pathname of [paths.login, paths.register, paths.forgotPassword, paths.resetPassword]) {
      expect(redirectTarget({ from: { pathname } })).toBe(paths.home);
    }
  });
});

describe('redirectTarget from the address', () => {
  it('returns to the page the server sent the visitor from', () => {
    expect(redirectTarget(null, '?from=%2Fcontact%3Ftab%3D1')).toBe('/contact?tab=1');
  });

  it('never leaves the site', () => {
    expect(redirectTarget(null, '?from=%2F%2Fevil.example%2Fx')).toBe(paths.home);
    expect(redirectTarget(null, '?from=https%3A%2F%2Fevil.example')).toBe(paths.home);
  });
});
