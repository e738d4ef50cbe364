/** Days a code is marked 'New' after it was added. */
export const NEW_CODE_DAYS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A code added less than three days before `now` is new; one stamped ahead of a slow clock counts as new too. */
export function isNewCode(createdAt: string, now: Date): boolean {
  return now.getTime() - new Date(createdAt).getTime() < NEW_CODE_DAYS * DAY_MS;
}

/** How a code that no longer works ended: its expiry date passed, or an admin switched it off. */
export type CodeEnding = { kind: 'lapsed'; day: string } | { kind: 'switchedOff'; at: string } | null;

type EndableCode = { expiresAt: string | null; isExpired: boolean; deactivatedAt: string | null };

/**
 * Whichever ended the code first: switched off on or before its last valid day (a UTC day), or
 * its expiry date passing. Null when it was switched off at a time no longer known.
 */
export function codeEnding(code: EndableCode): CodeEnding {
  const lapsedAfter = code.isExpired ? code.expiresAt : null;
  if (code.deactivatedAt && (!lapsedAfter || code.deactivatedAt.slice(0, 10) <= lapsedAfter)) {
    return { kind: 'switchedOff', at: code.deactivatedAt };
  }
  return lapsedAfter ? { kind: 'lapsed', day: lapsedAfter } : null;
}
