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
import { and, eq, or } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { profileComments, profiles, relationships } from '../../db/schema/index.ts';
import { nonEmptyPlainText } from '../../lib/comment-text.ts';
import {
  commentStore,
  listThreadPage,
  postThreadComment,
  replyFields,
  type ThreadRow,
  threadCommentChanges,
} from '../../lib/comment-threads.ts';
import { AppError } from '../../lib/errors.ts';
import type { EventBus } from '../../realtime/bus.ts';
import { assertCanReach } from '../blocks/block-checks.ts';

type Row = ThreadRow & { profileId: string };

function toReply(row: Row): ProfileReply {
  return {
    ...replyFields(row),
    profileId: row.profileId,
  };
}

/** The wall comments table as the shared thread steps read and write it. */
const store = commentStore<Row>(profileComments, { profileId: profileComments.profileId }, M);

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
): Promise<Omit<ProfileCommentList, 'mentions'>> {
  await assertProfileExists(db, profileId);
  const found = await listThreadPage(
    db,
    store,
    eq(profileComments.profileId, profileId),
    { ...options, pageSize: PROFILE_COMMENTS_PAGE_SIZE },
    toReply,
  );
  const items: ProfileComment[] = found.items;
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
  const content = nonEmptyPlainText(input.content, M.tooShort);
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
  // Nobody blocked by the wall's owner, or by the author replied to, reaches them here.
  await assertCanReach(db, viewer.id, [profileId, parentAuthorId]);
  const created = await postThreadComment(
    db,
    bus,
    store,
    { profileId, authorId: viewer.id, parentId: input.parentId ?? null, content },
    viewer,
    {
      fromUserId: viewer.id,
      content: truncateText(content, PROFILE_COMMENT_NOTIFICATION_EXCERPT),
      parentAuthorId,
      ownerId: profileId,
      replyType: 'comment_reply',
      commentType: 'profile_comment',
    },
  );
  return toReply(created);
}

/** Edits of a wall comment (its author's own) and deletes (its author, the wall's owner or an admin). */
export const profileCommentChanges = threadCommentChanges(store, {
  canEdit: canEditWallComment,
  canDelete: canDeleteWallComment,
  toReply,
  placedOn: (comment) => ({ profileId: comment.profileId }),
  recordedAs: { kind: 'profile_comment', ownerIdsOf: (comment) => [comment.authorId, comment.profileId] },
});
