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

/**
 * A page of top-level comments, each with its replies in the order they were read (one query for
 * the replies of the whole page, not one per comment).
 */
export function withReplies<Row extends { id: string; parentId: string | null }, Reply>(
  topLevel: Row[],
  replies: Row[],
  toReply: (row: Row) => Reply,
): (Reply & { replies: Reply[] })[] {
  const repliesOf = new Map<string, Reply[]>();
  for (const reply of replies) {
    const list = repliesOf.get(reply.parentId ?? '') ?? [];
    list.push(toReply(reply));
    repliesOf.set(reply.parentId ?? '', list);
  }
  return topLevel.map((row) => ({ ...toReply(row), replies: repliesOf.get(row.id) ?? [] }));
}
