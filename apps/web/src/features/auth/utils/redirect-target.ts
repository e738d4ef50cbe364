import type { Location } from 'react-router';
import { paths } from '../../../lib/paths';

const AUTH_PATHS: string[] = [paths.login, paths.register, paths.forgotPassword, paths.resetPassword];

/** The page the server sent a visitor from (`?from=`), when it is a path on this site. */
function fromSearch(search: string): Partial<Location> | undefined {
  const from = new URLSearchParams(search).get('from');
  if (!from?.startsWith('/') || from.startsWith('//')) return undefined;
  const url = new URL(from, 'http://site.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/**
 * Where to go after signing in: the guarded page that sent the user here (in the navigation's state,
 * or in `?from=` when the server did), else home.
 */
export function redirectTarget(state: unknown, search = ''): string {
  const from = (state as { from?: Partial<Location> } | null)?.from ?? fromSearch(search);
  if (!from?.pathname || AUTH_PATHS.includes(from.pathname)) return paths.home;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
