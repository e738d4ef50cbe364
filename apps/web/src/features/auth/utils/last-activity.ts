import { LAST_ACTIVITY_STORAGE_KEY } from '@haven/shared/auth/rules';

/** Writes happen at most this often; activity events fire many times a second. */
const WRITE_THROTTLE_MS = 5_000;

let lastWrite = 0;

/** Stores "now" as the last activity time (shared by all tabs through localStorage). */
export function recordActivity(force = false): void {
  const now = Date.now();
  if (!force && now - lastWrite < WRITE_THROTTLE_MS) return;
  lastWrite = now;
  try {
    window.localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, String(now));
  } catch {
    // Storage unavailable: inactivity cannot be tracked across tabs.
  }
}

/** The stored last activity time in ms, or null if none. */
export function readLastActivity(): number | null {
  try {
    const raw = window.localStorage.getItem(LAST_ACTIVITY_STORAGE_KEY);
    if (raw === null) return null;
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearActivity(): void {
  lastWrite = 0;
  try {
    window.localStorage.removeItem(LAST_ACTIVITY_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
