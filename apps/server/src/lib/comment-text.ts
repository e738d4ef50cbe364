import { AppError } from './errors.ts';
import { toPlainText } from './plain-text.ts';

/**
 * A threaded comment (wall, team, guide) as stored: plain text, no tags or links, and not empty
 * once they are gone; otherwise a 400 with `emptyMessage`.
 */
export function nonEmptyPlainText(typed: string, emptyMessage: string): string {
  const text = toPlainText(typed);
  if (text.length === 0) throw new AppError('VALIDATION', emptyMessage, { content: emptyMessage });
  return text;
}

/** A comment's text as readers get it: blank once a moderator removed it, which the flag says. */
export function shownText(row: { content: string; removedAt: Date | null }) {
  return { content: row.removedAt ? '' : row.content, isRemoved: row.removedAt !== null };
}

/** Refuses to edit a comment a moderator removed. */
export function assertNotRemoved(row: { removedAt: Date | null }, message: string): void {
  if (row.removedAt) throw new AppError('FORBIDDEN', message);
}
