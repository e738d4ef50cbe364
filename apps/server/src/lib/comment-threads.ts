import { and, count, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
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

/** What `pageHoldingComment` reads of a threaded comments table. */
export type ThreadTable = {
  table: PgTable;
  id: PgColumn;
  parentId: PgColumn;
  createdAt: PgColumn;
  /** Whether a row belongs to the wall, team or guide asked about. */
  scope: SQL;
};

/**
 * The page (from 1) holding a comment of this scope, or of the comment a reply answers, when
 * top-level comments are listed newest first (ties by id, as the page query orders them); null if
 * it is not there.
 */
export async function pageHoldingComment(
  db: DbOrTx,
  thread: ThreadTable,
  commentId: string,
  pageSize: number,
): Promise<number | null> {
  const [comment] = await db
    .select({ parentId: thread.parentId })
    .from(thread.table)
    .where(and(eq(thread.id, commentId), thread.scope));
  if (!comment) return null;
  const topId = (comment.parentId as string | null) ?? commentId;
  const [top] = await db
    .select({ createdAt: thread.createdAt })
    .from(thread.table)
    .where(eq(thread.id, topId));
  if (!top) return null;
  const [newer] = await db
    .select({ total: count() })
    .from(thread.table)
    .where(
      and(
        thread.scope,
        isNull(thread.parentId),
        or(
          gt(thread.createdAt, top.createdAt),
          and(eq(thread.createdAt, top.createdAt), gt(thread.id, topId)),
        ),
      ),
    );
  return Math.floor((newer?.total ?? 0) / pageSize) + 1;
}
