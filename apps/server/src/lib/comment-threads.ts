import type { Page } from '@haven/shared/common/schemas';
import { REMOVED_BY_MODERATOR } from '@haven/shared/moderation/constants';
import { and, count, desc, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Viewer } from '../auth/viewer.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { profiles } from '../db/schema/index.ts';
import { removeComment } from '../modules/moderation/record-moderation.ts';
import { notifyThread, type ThreadNotice } from '../modules/notifications/create-notification.ts';
import type { EventBus } from '../realtime/bus.ts';
import { assertNotRemoved, nonEmptyPlainText, shownText } from './comment-text.ts';
import { AppError } from './errors.ts';
import { findPage } from './paginate.ts';

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

/** A threaded comment as the shared steps read it, with its author's name and avatar. */
export type ThreadRow = {
  id: string;
  authorId: string;
  parentId: string | null;
  content: string;
  /** When a moderator removed it: it keeps its place, without its text. */
  removedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  username: string;
  avatarUrl: string | null;
};

/** A read of comment rows that can still be cut to one page. */
type RowQuery<Row> = PromiseLike<Row[]> & {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
};

/** One threaded comments table (walls; teams and guides) as the shared thread steps use it. */
export type CommentStore<Row extends ThreadRow> = {
  table: CommentTable;
  /** The comments matching `where`, each with its author, newest first (ties by id). */
  read: (db: DbOrTx, where: SQL | undefined) => RowQuery<Row>;
  /** The feature's own words for a refusal. */
  messages: { notFound: string; notYours: string; cannotDelete: string; tooShort: string };
};

/** The columns every threaded comments table has. */
type CommentTable = PgTable & {
  id: PgColumn;
  authorId: PgColumn;
  parentId: PgColumn;
  content: PgColumn;
  removedAt: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

/**
 * The shared thread steps over one comments table; `where` holds the table's own columns (what
 * the comment is on), read into each `Row` beside the common ones and the author's name and avatar.
 */
export function commentStore<Row extends ThreadRow>(
  table: CommentTable,
  where: Record<string, PgColumn>,
  messages: CommentStore<Row>['messages'],
): CommentStore<Row> {
  const columns = {
    ...where,
    id: table.id,
    authorId: table.authorId,
    parentId: table.parentId,
    content: table.content,
    removedAt: table.removedAt,
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
    username: profiles.username,
    avatarUrl: profiles.avatarUrl,
  };
  return {
    table,
    messages,
    read: (db, filter) =>
      db
        .select(columns)
        .from(table)
        .innerJoin(profiles, eq(profiles.id, table.authorId))
        .where(filter)
        .orderBy(desc(table.createdAt), desc(table.id))
        .$dynamic() as unknown as RowQuery<Row>,
  };
}

/** What every threaded comment sends: its thread, text, dates and author. */
export function replyFields(row: ThreadRow) {
  return {
    id: row.id,
    parentId: row.parentId,
    ...shownText(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    author: { id: row.authorId, username: row.username, avatarUrl: row.avatarUrl },
  };
}

/**
 * The page (from 1) holding a comment of this scope, or of the comment a reply answers, when
 * top-level comments are listed newest first (ties by id, as the page query orders them); null if
 * it is not there.
 */
async function pageHoldingComment(
  db: DbOrTx,
  store: CommentStore<ThreadRow>,
  scope: SQL,
  commentId: string,
  pageSize: number,
): Promise<number | null> {
  const [comment] = await db
    .select({ parentId: store.table.parentId })
    .from(store.table)
    .where(and(eq(store.table.id, commentId), scope));
  if (!comment) return null;
  const topId = (comment.parentId as string | null) ?? commentId;
  const [top] = await db
    .select({ createdAt: store.table.createdAt })
    .from(store.table)
    .where(eq(store.table.id, topId));
  if (!top) return null;
  const [newer] = await db
    .select({ total: count() })
    .from(store.table)
    .where(
      and(
        scope,
        isNull(store.table.parentId),
        or(
          gt(store.table.createdAt, top.createdAt),
          and(eq(store.table.createdAt, top.createdAt), gt(store.table.id, topId)),
        ),
      ),
    );
  return Math.floor((newer?.total ?? 0) / pageSize) + 1;
}

/**
 * One page of a wall's, team's or guide's comments (`scope`), the same for every reader:
 * top-level comments newest first, each with its replies newest first, in three queries (count,
 * page, replies of the page). Asked for a comment, the page holding it.
 */
export async function listThreadPage<Row extends ThreadRow, Reply>(
  db: DbOrTx,
  store: CommentStore<Row>,
  scope: SQL,
  options: { page: number; pageSize: number; comment?: string | undefined },
  toReply: (row: Row) => Reply,
): Promise<Page<Reply & { replies: Reply[] }>> {
  const { pageSize } = options;
  const page =
    (options.comment && (await pageHoldingComment(db, store, scope, options.comment, pageSize))) ||
    options.page;
  const topLevel = and(scope, isNull(store.table.parentId));
  const found = await findPage({
    page,
    pageSize,
    count: db.select({ total: count() }).from(store.table).where(topLevel),
    rows: (limit, offset) => store.read(db, topLevel).limit(limit).offset(offset),
  });
  const topIds = found.items.map((row) => row.id);
  const replies = topIds.length === 0 ? [] : await store.read(db, inArray(store.table.parentId, topIds));
  return { ...found, items: withReplies(found.items, replies, toReply) };
}

/** One comment with its author, or undefined when there is none. */
export async function findThreadComment<Row extends ThreadRow>(
  db: DbOrTx,
  store: CommentStore<Row>,
  commentId: string,
): Promise<Row | undefined> {
  const [row] = await store.read(db, eq(store.table.id, commentId));
  return row;
}

/**
 * Writes a comment (`values`: its row) by `author`, the signed-in member, and tells who should
 * hear of it in the same transaction; answers the stored comment with its author, as written.
 */
export async function postThreadComment<Row extends ThreadRow>(
  db: Db,
  bus: EventBus,
  store: CommentStore<Row>,
  values: Record<string, unknown>,
  author: Pick<Viewer, 'username' | 'avatarUrl'>,
  notice: Omit<ThreadNotice, 'commentId'>,
): Promise<Row> {
  const row = await db.transaction(async (tx) => {
    const [row] = await tx.insert(store.table).values(values).returning();
    if (!row) throw new Error('comment vanished after insert');
    await notifyThread(tx, bus, { ...notice, commentId: row.id as string });
    return row;
  });
  return { ...row, username: author.username, avatarUrl: author.avatarUrl } as unknown as Row;
}

/**
 * Replaces a comment's text when `mayEdit` allows it (404 for a missing comment, 403 for one the
 * viewer may not edit); answers the comment as it now stands.
 */
export async function editThreadComment<Row extends ThreadRow>(
  db: DbOrTx,
  store: CommentStore<Row>,
  commentId: string,
  typed: string,
  mayEdit: (comment: Row) => boolean,
): Promise<Row> {
  const content = nonEmptyPlainText(typed, store.messages.tooShort);
  const comment = await findThreadComment(db, store, commentId);
  if (!comment) throw new AppError('NOT_FOUND', store.messages.notFound);
  if (!mayEdit(comment)) throw new AppError('FORBIDDEN', store.messages.notYours);
  assertNotRemoved(comment, REMOVED_BY_MODERATOR);
  const updatedAt = new Date();
  await db.update(store.table).set({ content, updatedAt }).where(eq(store.table.id, commentId));
  return { ...comment, content, updatedAt };
}

/** The feature's shared rules for changing one of its comments, and how it answers. */
type ChangeRules<Row extends ThreadRow, Reply, Placed> = {
  canEdit: (viewer: Viewer, comment: Row) => boolean;
  canDelete: (viewer: Viewer, comment: Row) => boolean;
  toReply: (comment: Row) => Reply;
  /** Where a deleted comment was, for the event that tells open pages. */
  placedOn: (comment: Row) => Placed;
  /**
   * The comment's kind in the moderation log, and whose it is (author, wall owner): an admin
   * deleting a comment of none of them is recorded there.
   */
  recordedAs: {
    kind: 'profile_comment' | 'community_comment';
    ownerIdsOf: (comment: Row) => (string | null)[];
  };
};

/**
 * The edit (new text, answered as the comment now stands) and the delete (with its replies,
 * answered with where it was) of one kind of threaded comment, each refused by the feature's rules.
 */
export function threadCommentChanges<Row extends ThreadRow, Reply, Placed>(
  store: CommentStore<Row>,
  rules: ChangeRules<Row, Reply, Placed>,
) {
  return {
    update: async (db: Db, commentId: string, viewer: Viewer, typed: string): Promise<Reply> =>
      rules.toReply(
        await editThreadComment(db, store, commentId, typed, (row) => rules.canEdit(viewer, row)),
      ),
    /** Deletes a comment and its replies; answers where it was and whether the log recorded it. */
    remove: async (db: Db, commentId: string, viewer: Viewer): Promise<Placed & { isRecorded: boolean }> => {
      const comment = await findThreadComment(db, store, commentId);
      if (!comment) throw new AppError('NOT_FOUND', store.messages.notFound);
      if (!rules.canDelete(viewer, comment)) throw new AppError('FORBIDDEN', store.messages.cannotDelete);
      const isRecorded = await removeComment(
        db,
        viewer,
        { id: comment.id, kind: rules.recordedAs.kind, authorId: comment.authorId, content: comment.content },
        {
          ownerIds: rules.recordedAs.ownerIdsOf(comment),
          remove: (tx) => tx.delete(store.table).where(eq(store.table.id, commentId)),
        },
      );
      return { ...rules.placedOn(comment), isRecorded };
    },
  };
}
