import { truncateText } from '@haven/shared/common/text';
import {
  COMMUNITY_COMMENT_NOTIFICATION_EXCERPT,
  COMMUNITY_COMMENTS_PAGE_SIZE,
} from '@haven/shared/community-comments/constants';
import { COMMUNITY_COMMENT_MESSAGES as M } from '@haven/shared/community-comments/messages';
import {
  canCommentOn,
  canDeleteCommunityComment,
  canEditCommunityComment,
  canReplyToCommunityComment,
} from '@haven/shared/community-comments/policies';
import type {
  CommunityComment,
  CommunityCommentList,
  CommunityReply,
} from '@haven/shared/community-comments/schemas';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { communityComments, profiles } from '../../db/schema/index.ts';
import { nonEmptyPlainText, pageHoldingComment, withReplies } from '../../lib/comment-threads.ts';
import { AppError } from '../../lib/errors.ts';
import { findPage } from '../../lib/paginate.ts';
import type { EventBus } from '../../realtime/bus.ts';
import { removeComment } from '../moderation/record-moderation.ts';
import { notifyThread } from '../notifications/create-notification.ts';
import { type CommentTarget, findCommentTarget, targetColumn } from './target.ts';

const columns = {
  id: communityComments.id,
  teamId: communityComments.teamId,
  guideId: communityComments.guideId,
  authorId: communityComments.authorId,
  parentId: communityComments.parentId,
  content: communityComments.content,
  createdAt: communityComments.createdAt,
  updatedAt: communityComments.updatedAt,
  username: profiles.username,
  avatarUrl: profiles.avatarUrl,
};

type Row = {
  id: string;
  teamId: string | null;
  guideId: string | null;
  authorId: string;
  parentId: string | null;
  content: string;
  createdAt: Date;
  updatedAt: Date;
  username: string;
  avatarUrl: string | null;
};

/** Where a comment is: the team or the guide its row names. */
function targetOf(row: Pick<Row, 'teamId' | 'guideId'>) {
  return row.teamId !== null
    ? { kind: 'team' as const, id: row.teamId }
    : { kind: 'guide' as const, id: row.guideId ?? '' };
}

function toReply(row: Row): CommunityReply {
  const target = targetOf(row);
  return {
    id: row.id,
    targetKind: target.kind,
    targetId: target.id,
    parentId: row.parentId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    author: { id: row.authorId, username: row.username, avatarUrl: row.avatarUrl },
  };
}

/** The comments table as the shared thread helpers read it. */
const threadColumns = {
  table: communityComments,
  id: communityComments.id,
  parentId: communityComments.parentId,
  createdAt: communityComments.createdAt,
};

const newestFirst = [desc(communityComments.createdAt), desc(communityComments.id)];
const topLevelOf = (target: Pick<CommentTarget, 'kind' | 'id'>) =>
  and(eq(targetColumn(target.kind), target.id), isNull(communityComments.parentId));

/**
 * One page of a public team's or approved guide's comments, the same for every reader: top-level
 * comments newest first, each with its replies newest first, in three queries (count, page,
 * replies of the page).
 */
export async function listCommunityComments(
  db: DbOrTx,
  kind: CommentTarget['kind'],
  targetId: string,
  options: { page: number; comment?: string | undefined },
): Promise<CommunityCommentList> {
  const target = await findCommentTarget(db, kind, targetId);
  const thread = { ...threadColumns, scope: eq(targetColumn(kind), target.id) };
  const page =
    (options.comment &&
      (await pageHoldingComment(db, thread, options.comment, COMMUNITY_COMMENTS_PAGE_SIZE))) ||
    options.page;
  const found = await findPage({
    page,
    pageSize: COMMUNITY_COMMENTS_PAGE_SIZE,
    count: db.select({ total: count() }).from(communityComments).where(topLevelOf(target)),
    rows: (limit, offset) =>
      db
        .select(columns)
        .from(communityComments)
        .innerJoin(profiles, eq(profiles.id, communityComments.authorId))
        .where(topLevelOf(target))
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
          .from(communityComments)
          .innerJoin(profiles, eq(profiles.id, communityComments.authorId))
          .where(inArray(communityComments.parentId, topIds))
          .orderBy(...newestFirst);
  const items: CommunityComment[] = withReplies(found.items, replies, toReply);
  return { ...found, items };
}

/** A comment as stored: plain text, no tags or links, and not empty once they are gone. */
function plainContent(typed: string): string {
  return nonEmptyPlainText(typed, M.tooShort);
}

async function findRow(db: DbOrTx, commentId: string): Promise<Row | undefined> {
  const [row] = await db
    .select(columns)
    .from(communityComments)
    .innerJoin(profiles, eq(profiles.id, communityComments.authorId))
    .where(eq(communityComments.id, commentId));
  return row;
}

/** The author of the top-level comment a reply answers, refusing one elsewhere (404) or a reply (400). */
async function parentAuthorOf(db: DbOrTx, target: CommentTarget, viewer: Viewer, parentId: string) {
  const [parent] = await db
    .select({ authorId: communityComments.authorId, parentId: communityComments.parentId })
    .from(communityComments)
    .where(and(eq(communityComments.id, parentId), eq(targetColumn(target.kind), target.id)));
  if (!parent) throw new AppError('NOT_FOUND', M.notFound);
  if (!canReplyToCommunityComment(viewer, parent)) throw new AppError('VALIDATION', M.replyToReply);
  return parent.authorId;
}

/**
 * Posts a comment, or a reply to a top-level comment, on a public team or an approved guide. The
 * team's owner or the guide's author is told of a comment by someone else, and a comment's author
 * of a reply by someone else; nobody is told of their own.
 */
export async function createCommunityComment(
  db: Db,
  bus: EventBus,
  input: {
    kind: CommentTarget['kind'];
    targetId: string;
    viewer: Viewer;
    content: string;
    parentId?: string | null | undefined;
  },
): Promise<CommunityReply> {
  const { viewer } = input;
  const content = plainContent(input.content);
  const target = await findCommentTarget(db, input.kind, input.targetId);
  if (!canCommentOn(viewer, target.access)) throw new AppError('NOT_FOUND', M.notFound);
  const parentAuthorId = input.parentId ? await parentAuthorOf(db, target, viewer, input.parentId) : null;
  const excerpt = truncateText(content, COMMUNITY_COMMENT_NOTIFICATION_EXCERPT);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(communityComments)
      .values({
        teamId: target.kind === 'team' ? target.id : null,
        guideId: target.kind === 'guide' ? target.id : null,
        authorId: viewer.id,
        parentId: input.parentId ?? null,
        content,
      })
      .returning({ id: communityComments.id });
    if (!row) throw new Error('comment vanished after insert');
    await notifyThread(tx, bus, {
      fromUserId: viewer.id,
      commentId: row.id,
      content: excerpt,
      parentAuthorId,
      ownerId: target.ownerId,
      replyType: `${target.kind}_comment_reply`,
      commentType: `${target.kind}_comment`,
      // The page's slug, so the bell links to it without another read; the slug never changes.
      postId: target.slug,
    });
    return row.id;
  });
  const created = await findRow(db, id);
  if (!created) throw new Error('comment vanished after insert');
  return toReply(created);
}

/** Replaces the text of the viewer's own team or guide comment. */
export async function updateCommunityComment(
  db: Db,
  commentId: string,
  viewer: Viewer,
  typed: string,
): Promise<CommunityReply> {
  const content = plainContent(typed);
  const comment = await findRow(db, commentId);
  if (!comment) throw new AppError('NOT_FOUND', M.notFound);
  if (!canEditCommunityComment(viewer, comment)) throw new AppError('FORBIDDEN', M.notYours);
  const updatedAt = new Date();
  await db.update(communityComments).set({ content, updatedAt }).where(eq(communityComments.id, commentId));
  return toReply({ ...comment, content, updatedAt });
}

/** Deletes a team or guide comment (and its replies) for its author or an admin; answers where it was. */
export async function deleteCommunityComment(
  db: Db,
  commentId: string,
  viewer: Viewer,
): Promise<{ targetId: string; isRecorded: boolean }> {
  const [comment] = await db
    .select({
      content: communityComments.content,
      authorId: communityComments.authorId,
      parentId: communityComments.parentId,
      teamId: communityComments.teamId,
      guideId: communityComments.guideId,
    })
    .from(communityComments)
    .where(eq(communityComments.id, commentId));
  if (!comment) throw new AppError('NOT_FOUND', M.notFound);
  if (!canDeleteCommunityComment(viewer, comment)) throw new AppError('FORBIDDEN', M.cannotDelete);
  const isRecorded = await removeComment(
    db,
    viewer,
    { id: commentId, kind: 'community_comment', authorId: comment.authorId, content: comment.content },
    {
      ownerIds: [comment.authorId],
      remove: (tx) => tx.delete(communityComments).where(eq(communityComments.id, commentId)),
    },
  );
  return { targetId: targetOf(comment).id, isRecorded };
}
