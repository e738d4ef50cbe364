import type { Location } from 'react-router';
import { paths } from '../../../lib/paths';

const AUTH_PATHS: string[] = [paths.login, paths.register, paths.forgotPassword, paths.resetPassword];

/** Where to go after signing in: the guarded page that sent the user here, else home. */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || AUTH_PATHS.includes(from.pathname)) return paths.home;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
