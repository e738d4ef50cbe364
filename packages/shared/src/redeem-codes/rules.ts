/** Days a code is marked 'New' after it was added. */
export const NEW_CODE_DAYS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A code added less than three days before `now` is new; one stamped ahead of a slow clock counts as new too. */
export function isNewCode(createdAt: string, now: Date): boolean {
  return now.getTime() - new Date(createdAt).getTime() < NEW_CODE_DAYS * DAY_MS;
}
