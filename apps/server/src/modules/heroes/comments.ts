import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import { canChangeHeroComment } from '@haven/shared/heroes/policies';
import { HERO_COMMENT_MIN_LENGTH, HERO_COMMENTS_PAGE_SIZE, nextVote } from '@haven/shared/heroes/rules';
import type { HeroComment, HeroCommentList, HeroCommentSort, VoteType } from '@haven/shared/heroes/schemas';
import { DEFAULT_LANGUAGE, type Language, storedLanguage } from '@haven/shared/i18n/languages';
import { REMOVED_BY_MODERATOR } from '@haven/shared/moderation/constants';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { commentVotes, heroComments, profiles } from '../../db/schema/index.ts';
import { assertNotRemoved, shownText } from '../../lib/comment-text.ts';
import { AppError, isForeignKeyViolation } from '../../lib/errors.ts';
import { findPage } from '../../lib/paginate.ts';
import { toPlainText } from '../../lib/plain-text.ts';

const storedCommentColumns = {
  id: heroComments.id,
  heroId: heroComments.heroId,
  userId: heroComments.userId,
  content: heroComments.content,
  language: heroComments.language,
  removedAt: heroComments.removedAt,
  votesUp: heroComments.votesUp,
  votesDown: heroComments.votesDown,
  createdAt: heroComments.createdAt,
  updatedAt: heroComments.updatedAt,
};

const commentColumns = {
  ...storedCommentColumns,
  username: profiles.username,
  avatarUrl: profiles.avatarUrl,
};

const HERO_COMMENTS_HERO_FK = 'hero_comments_hero_id_heroes_id_fk';

type CommentRow = {
  id: string;
  heroId: string;
  userId: string;
  content: string;
  language: string;
  removedAt: Date | null;
  votesUp: number;
  votesDown: number;
  createdAt: Date;
  updatedAt: Date;
  username: string;
  avatarUrl: string | null;
};

function toHeroComment(row: CommentRow, userVote: VoteType | null): HeroComment {
  return {
    id: row.id,
    heroId: row.heroId,
    ...shownText(row),
    language: storedLanguage(row.language),
    votesUp: row.votesUp,
    votesDown: row.votesDown,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    author: { id: row.userId, username: row.username, avatarUrl: row.avatarUrl },
    userVote,
  };
}

/** One page of a hero's comments, most useful or most recent first, with the viewer's own votes. */
/** A page of a hero's comments before the preview cards of the names they hold are added. */
export type HeroCommentPage = Omit<HeroCommentList, 'mentions'>;

const commentCount = preparedStatement((db) =>
  db
    .select({ total: count() })
    .from(heroComments)
    .where(eq(heroComments.heroId, sql.placeholder('heroId'))),
);

/** One page of a hero's comments in an order: the statement is the same for every hero and page. */
const commentPageIn = (order: SQL[]) =>
  preparedStatement((db) =>
    db
      .select(commentColumns)
      .from(heroComments)
      .innerJoin(profiles, eq(profiles.id, heroComments.userId))
      .where(eq(heroComments.heroId, sql.placeholder('heroId')))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );

const commentPage: Record<HeroCommentSort, ReturnType<typeof commentPageIn>> = {
  useful: commentPageIn([desc(heroComments.votesUp), desc(heroComments.createdAt), desc(heroComments.id)]),
  recent: commentPageIn([desc(heroComments.createdAt), desc(heroComments.id)]),
};

export async function listHeroComments(
  db: DbOrTx,
  heroId: string,
  options: { sort: HeroCommentSort; page: number; viewerId: string | null },
): Promise<HeroCommentPage> {
  const found = await findPage({
    page: options.page,
    pageSize: HERO_COMMENTS_PAGE_SIZE,
    count: commentCount(db).execute({ heroId }),
    rows: (limit, offset) => commentPage[options.sort](db).execute({ heroId, limit, offset }),
  });
  const list = { ...found, items: found.items.map((row) => toHeroComment(row, null)) };
  return options.viewerId ? withViewerVotes(db, list, options.viewerId) : list;
}

/**
 * A public comment page with the viewer's own vote on each visible comment: one query on the
 * votes' (comment, member) key, so the page itself can be shared by every reader.
 */
export async function withViewerVotes<L extends HeroCommentPage>(
  db: DbOrTx,
  list: L,
  viewerId: string,
): Promise<L> {
  if (list.items.length === 0) return list;
  const votes = await db
    .select({ commentId: commentVotes.commentId, voteType: commentVotes.voteType })
    .from(commentVotes)
    .where(
      and(
        eq(commentVotes.userId, viewerId),
        inArray(
          commentVotes.commentId,
          list.items.map((c) => c.id),
        ),
      ),
    );
  const voteByComment = new Map(votes.map((v) => [v.commentId, v.voteType]));
  return {
    ...list,
    items: list.items.map((c) => ({ ...c, userVote: voteByComment.get(c.id) ?? null })),
  };
}

async function findComment(db: DbOrTx, commentId: string): Promise<CommentRow | undefined> {
  const [row] = await db
    .select(commentColumns)
    .from(heroComments)
    .innerJoin(profiles, eq(profiles.id, heroComments.userId))
    .where(eq(heroComments.id, commentId));
  return row;
}

/** Posts a comment (content already stripped and checked by the schema). */
/** A comment as stored: plain text, no tags or links, still long enough once they are gone. */
export function plainComment(content: string): string {
  const text = toPlainText(content);
  if (text.length < HERO_COMMENT_MIN_LENGTH) {
    throw new AppError('VALIDATION', HERO_MESSAGES.commentTooShort, {
      content: HERO_MESSAGES.commentTooShort,
    });
  }
  return text;
}

const insertComment = preparedStatement((db) =>
  db
    .insert(heroComments)
    .values({
      heroId: sql.placeholder('heroId'),
      userId: sql.placeholder('userId'),
      content: sql.placeholder('content'),
      language: sql.placeholder('language'),
    })
    .returning(storedCommentColumns),
);

/**
 * Posts the viewer's comment in one statement: the hero's existence is the foreign key's to
 * check, and the author shown is the viewer.
 */
export async function createHeroComment(
  db: Db,
  heroId: string,
  viewer: Viewer,
  typed: string,
  language: Language = DEFAULT_LANGUAGE,
) {
  const content = plainComment(typed);
  try {
    const [row] = await insertComment(db).execute({ heroId, userId: viewer.id, content, language });
    if (!row) throw new Error('insert returned nothing');
    return toHeroComment({ ...row, username: viewer.username, avatarUrl: viewer.avatarUrl }, null);
  } catch (error) {
    if (isForeignKeyViolation(error, HERO_COMMENTS_HERO_FK))
      throw new AppError('NOT_FOUND', HERO_MESSAGES.notFound);
    throw error;
  }
}

/** Loads a comment the viewer may change, or refuses (404 unknown, 403 someone else's). */
async function findOwnComment(db: DbOrTx, commentId: string, viewer: Viewer): Promise<CommentRow> {
  const comment = await findComment(db, commentId);
  if (!comment) throw new AppError('NOT_FOUND', HERO_MESSAGES.commentNotFound);
  if (!canChangeHeroComment(viewer, { authorId: comment.userId }))
    throw new AppError('FORBIDDEN', HERO_MESSAGES.commentNotYours);
  return comment;
}

/** Replaces the text of the viewer's own comment. */
export async function updateHeroComment(db: Db, commentId: string, viewer: Viewer, typed: string) {
  const content = plainComment(typed);
  const comment = await findOwnComment(db, commentId, viewer);
  assertNotRemoved(comment, REMOVED_BY_MODERATOR);
  const updatedAt = new Date();
  await db.update(heroComments).set({ content, updatedAt }).where(eq(heroComments.id, commentId));
  const [vote] = await db
    .select({ voteType: commentVotes.voteType })
    .from(commentVotes)
    .where(and(eq(commentVotes.commentId, commentId), eq(commentVotes.userId, viewer.id)));
  return toHeroComment({ ...comment, content, updatedAt }, vote?.voteType ?? null);
}

/** Deletes the viewer's own comment (its votes go with it). */
export async function deleteHeroComment(
  db: Db,
  commentId: string,
  viewer: Viewer,
): Promise<{ heroId: string }> {
  const comment = await findOwnComment(db, commentId, viewer);
  await db.delete(heroComments).where(eq(heroComments.id, commentId));
  return { heroId: comment.heroId };
}

const COMMENT_VOTES_COMMENT_FK = 'comment_votes_comment_id_hero_comments_id_fk';

type PressedCounts = { hero_id: string; votes_up: number; votes_down: number; previous: VoteType | null };

/**
 * Applies a press of the up or down button (same again removes the vote, the other switches it)
 * and moves the comment's counts by exactly what changed, in one statement: the member's vote is
 * read, then added, removed or switched only if it still stands as read, and the counts move by
 * the rows that changed (the comment's row lock keeps concurrent voters exact). When a press of
 * the same member at the same moment changed the vote first, nothing changes and it runs again on
 * the vote as it now stands. The comment's existence is the foreign key's to check.
 */
export async function voteOnHeroComment(db: Db, commentId: string, userId: string, pressed: VoteType) {
  const other: VoteType = pressed === 'up' ? 'down' : 'up';
  // The pressed button's count and the other's.
  const votesUp = sql.identifier('votes_up');
  const votesDown = sql.identifier('votes_down');
  const [pressedCount, otherCount] = pressed === 'up' ? [votesUp, votesDown] : [votesDown, votesUp];
  const press = () =>
    db.execute(sql`
      with previous as (
        select ${commentVotes.voteType} as vote_type from ${commentVotes}
        where ${commentVotes.commentId} = ${commentId} and ${commentVotes.userId} = ${userId}
      ), added as (
        insert into ${commentVotes} (comment_id, user_id, vote_type)
        select ${commentId}::uuid, ${userId}, ${pressed}::text where not exists (select 1 from previous)
        on conflict (comment_id, user_id) do nothing
        returning 1
      ), removed as (
        delete from ${commentVotes}
        where comment_id = ${commentId} and user_id = ${userId} and vote_type = ${pressed}
          and exists (select 1 from previous where vote_type = ${pressed})
        returning 1
      ), switched as (
        update ${commentVotes} set vote_type = ${pressed}
        where comment_id = ${commentId} and user_id = ${userId} and vote_type = ${other}
          and exists (select 1 from previous where vote_type = ${other})
        returning 1
      )
      update ${heroComments} set
        ${pressedCount} = ${pressedCount} + (select count(*) from added) - (select count(*) from removed)
          + (select count(*) from switched),
        ${otherCount} = ${otherCount} - (select count(*) from switched)
      where id = ${commentId}
        and (exists (select 1 from added) or exists (select 1 from removed) or exists (select 1 from switched))
      returning hero_id, votes_up, votes_down, (select vote_type from previous) as previous`);
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      const [counts] = ((await press()) as unknown as { rows: PressedCounts[] }).rows;
      if (counts)
        return {
          heroId: counts.hero_id,
          votesUp: counts.votes_up,
          votesDown: counts.votes_down,
          userVote: nextVote(counts.previous, pressed),
        };
    }
  } catch (error) {
    if (isForeignKeyViolation(error, COMMENT_VOTES_COMMENT_FK))
      throw new AppError('NOT_FOUND', HERO_MESSAGES.commentNotFound);
    throw error;
  }
  throw new Error('vote changed twice during a concurrent press');
}
