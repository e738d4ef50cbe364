import { truncateText } from '@haven/shared/common/text';
import {
  PROFILE_COMMENT_NOTIFICATION_EXCERPT,
  PROFILE_COMMENTS_PAGE_SIZE,
} from '@haven/shared/profile-comments/constants';
import { PROFILE_COMMENT_MESSAGES as M } from '@haven/shared/profile-comments/messages';
import {
  canDeleteWallComment,
  canEditWallComment,
  canStartWallComment,
} from '@haven/shared/profile-comments/policies';
import type {
  ProfileComment,
  ProfileCommentList,
  ProfileReply,
} from '@haven/shared/profile-comments/schemas';
import { and, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { profileComments, profiles, relationships } from '../../db/schema/index.ts';
import { nonEmptyPlainText, pageHoldingComment, withReplies } from '../../lib/comment-threads.ts';
import { AppError } from '../../lib/errors.ts';
import { findPage } from '../../lib/paginate.ts';
import type { EventBus } from '../../realtime/bus.ts';
import { removeComment } from '../moderation/record-moderation.ts';
import { notifyThread } from '../notifications/create-notification.ts';

const columns = {
  id: profileComments.id,
  profileId: profileComments.profileId,
  authorId: profileComments.authorId,
  parentId: profileComments.parentId,
  content: profileComments.content,
  createdAt: profileComments.createdAt,
  updatedAt: profileComments.updatedAt,
  username: profiles.username,
  avatarUrl: profiles.avatarUrl,
};

type Row = {
  id: string;
  profileId: string;
  authorId: string;
  parentId: string | null;
  content: string;
  createdAt: Date;
  updatedAt: Date;
  username: string;
  avatarUrl: string | null;
};

function toReply(row: Row): ProfileReply {
  return {
    id: row.id,
    profileId: row.profileId,
    parentId: row.parentId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    author: { id: row.authorId, username: row.username, avatarUrl: row.avatarUrl },
  };
}

/** The wall comments table as the shared thread helpers read it. */
const threadColumns = {
  table: profileComments,
  id: profileComments.id,
  parentId: profileComments.parentId,
  createdAt: profileComments.createdAt,
};

const newestFirst = [desc(profileComments.createdAt), desc(profileComments.id)];
const topLevelOf = (profileId: string) =>
  and(eq(profileComments.profileId, profileId), isNull(profileComments.parentId));

/** Refuses an unknown member's wall. */
export async function assertProfileExists(db: DbOrTx, profileId: string): Promise<void> {
  const [found] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId));
  if (!found) throw new AppError('NOT_FOUND', M.profileNotFound);
}

/** Whether two members are friends (a 'friend' relationship in either direction). */
export async function areFriends(db: DbOrTx, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const [found] = await db
    .select({ id: relationships.id })
    .from(relationships)
    .where(
      and(
        eq(relationships.type, 'friend'),
        or(
          and(eq(relationships.userId, a), eq(relationships.relatedUserId, b)),
          and(eq(relationships.userId, b), eq(relationships.relatedUserId, a)),
        ),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/** Whether the viewer may start a top-level comment on this wall. */
export async function viewerCanComment(db: DbOrTx, viewer: Viewer, profileId: string): Promise<boolean> {
  return canStartWallComment(viewer, profileId, await areFriends(db, viewer.id, profileId));
}

/**
 * One page of a wall as every member sees it: top-level comments newest first, each with its
 * replies newest first, in three queries (count, page, replies of the page). `viewer` is
 * null here; the reader's own part is added by `withViewerPermission`.
 */
export async function listProfileComments(
  db: DbOrTx,
  profileId: string,
  options: { page: number; comment?: string | undefined },
): Promise<ProfileCommentList> {
  await assertProfileExists(db, profileId);
  const wall = { ...threadColumns, scope: eq(profileComments.profileId, profileId) };
  const page =
    (options.comment && (await pageHoldingComment(db, wall, options.comment, PROFILE_COMMENTS_PAGE_SIZE))) ||
    options.page;
  const found = await findPage({
    page,
    pageSize: PROFILE_COMMENTS_PAGE_SIZE,
    count: db.select({ total: count() }).from(profileComments).where(topLevelOf(profileId)),
    rows: (limit, offset) =>
      db
        .select(columns)
        .from(profileComments)
        .innerJoin(profiles, eq(profiles.id, profileComments.authorId))
        .where(topLevelOf(profileId))
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
  });
  const topIds = found.items.map((row) => row.id);
  const replies =
    topIds.length === 0
      ? []
      : await db
          .select(columns)
          .from(profileComments)
          .innerJoin(profiles, eq(profiles.id, profileComments.authorId))
          .where(inArray(profileComments.parentId, topIds))
          .orderBy(...newestFirst);
  const items: ProfileComment[] = withReplies(found.items, replies, toReply);
  return { ...found, items, viewer: null };
}

/** The public wall page with who is reading it and whether they may start a comment on it. */
export async function withViewerPermission(
  db: DbOrTx,
  list: ProfileCommentList,
  viewer: Viewer,
  profileId: string,
): Promise<ProfileCommentList> {
  const canComment = await viewerCanComment(db, viewer, profileId);
  return { ...list, viewer: { id: viewer.id, isAdmin: viewer.isAdmin, canComment } };
}

/** A wall comment as stored: plain text, no tags or links, and not empty once they are gone. */
function plainContent(typed: string): string {
  return nonEmptyPlainText(typed, M.tooShort);
}

async function findRow(db: DbOrTx, commentId: string): Promise<Row | undefined> {
  const [row] = await db
    .select(columns)
    .from(profileComments)
    .innerJoin(profiles, eq(profiles.id, profileComments.authorId))
    .where(eq(profileComments.id, commentId));
  return row;
}

/**
 * Posts on a wall. A top-level comment needs the owner or a friend of the owner; a reply (to a
 * top-level comment of the same wall) any member. The wall's owner is told of a comment by
 * someone else, and a comment's author of a reply by someone else.
 */
export async function createProfileComment(
  db: Db,
  bus: EventBus,
  input: { profileId: string; viewer: Viewer; content: string; parentId?: string | null | undefined },
): Promise<ProfileReply> {
  const { profileId, viewer } = input;
  const content = plainContent(input.content);
  await assertProfileExists(db, profileId);
  let parentAuthorId: string | null = null;
  if (input.parentId) {
    const [parent] = await db
      .select({
        profileId: profileComments.profileId,
        parentId: profileComments.parentId,
        authorId: profileComments.authorId,
      })
      .from(profileComments)
      .where(eq(profileComments.id, input.parentId));
    if (!parent || parent.profileId !== profileId) throw new AppError('NOT_FOUND', M.notFound);
    if (parent.parentId !== null) throw new AppError('VALIDATION', M.replyToReply);
    parentAuthorId = parent.authorId;
  } else if (!(await viewerCanComment(db, viewer, profileId))) {
    throw new AppError('FORBIDDEN', M.friendsOnly);
  }
  const excerpt = truncateText(content, PROFILE_COMMENT_NOTIFICATION_EXCERPT);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(profileComments)
      .values({ profileId, authorId: viewer.id, parentId: input.parentId ?? null, content })
      .returning({ id: profileComments.id });
    if (!row) throw new Error('comment vanished after insert');
    await notifyThread(tx, bus, {
      fromUserId: viewer.id,
      commentId: row.id,
      content: excerpt,
      parentAuthorId,
      ownerId: profileId,
      replyType: 'comment_reply',
      commentType: 'profile_comment',
    });
    return row.id;
  });
  const created = await findRow(db, id);
  if (!created) throw new Error('comment vanished after insert');
  return toReply(created);
}

/** Replaces the text of the viewer's own wall comment. */
export async function updateProfileComment(
  db: Db,
  commentId: string,
  viewer: Viewer,
  typed: string,
): Promise<ProfileReply> {
  const content = plainContent(typed);
  const comment = await findRow(db, commentId);
  if (!comment) throw new AppError('NOT_FOUND', M.notFound);
  if (!canEditWallComment(viewer, comment)) throw new AppError('FORBIDDEN', M.notYours);
  const updatedAt = new Date();
  await db.update(profileComments).set({ content, updatedAt }).where(eq(profileComments.id, commentId));
  return toReply({ ...comment, content, updatedAt });
}

/** Deletes a wall comment (and its replies) for its author, the wall's owner or an admin. */
export async function deleteProfileComment(
  db: Db,
  commentId: string,
  viewer: Viewer,
): Promise<{ profileId: string; isRecorded: boolean }> {
  const [comment] = await db
    .select({
      authorId: profileComments.authorId,
      profileId: profileComments.profileId,
      content: profileComments.content,
    })
    .from(profileComments)
    .where(eq(profileComments.id, commentId));
  if (!comment) throw new AppError('NOT_FOUND', M.notFound);
  if (!canDeleteWallComment(viewer, comment)) throw new AppError('FORBIDDEN', M.cannotDelete);
  const isRecorded = await removeComment(
    db,
    viewer,
    { id: commentId, kind: 'profile_comment', authorId: comment.authorId, content: comment.content },
    {
      ownerIds: [comment.authorId, comment.profileId],
      remove: (tx) => tx.delete(profileComments).where(eq(profileComments.id, commentId)),
    },
  );
  return { profileId: comment.profileId, isRecorded };
}
