/** Minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted; guards the hasher against huge inputs. */
export const PASSWORD_MAX_LENGTH = 128;
/** Idle time after which a session is signed out: 2 hours. */
export const INACTIVITY_LIMIT_MS = 2 * 60 * 60 * 1000;
/** How often the browser checks for inactivity: every minute. */
export const INACTIVITY_CHECK_INTERVAL_MS = 60 * 1000;
/** localStorage key holding the last activity time, shared across tabs. */
export const LAST_ACTIVITY_STORAGE_KEY = 'lastActivity';
/** Delay before leaving the page after registering or resetting a password. */
export const REDIRECT_AFTER_REGISTER_MS = 2000;
export const REDIRECT_AFTER_RESET_MS = 2000;
/** Delay before leaving the page after requesting a reset link. */
export const REDIRECT_AFTER_FORGOT_MS = 3000;
/** Lifetime of a remembered session: 30 days. */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
/** Lifetime of a password-reset link: 1 hour. */
export const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;

/** True when `lastActivity` (ms) is at least the inactivity limit before `now`. */
export function isInactive(lastActivity: number | null, now: number): boolean {
  if (lastActivity === null || Number.isNaN(lastActivity)) return false;
  return now - lastActivity >= INACTIVITY_LIMIT_MS;
}
