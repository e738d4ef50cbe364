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
import { DEFAULT_LANGUAGE, type Language, storedLanguage } from '@haven/shared/i18n/languages';
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { communityComments } from '../../db/schema/index.ts';
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
import { type CommentTarget, findCommentTarget, targetColumn } from './target.ts';

type Row = ThreadRow & { teamId: string | null; guideId: string | null; language: string };

/** Where a comment is: the team or the guide its row names. */
function targetOf(row: Pick<Row, 'teamId' | 'guideId'>) {
  return row.teamId !== null
    ? { kind: 'team' as const, id: row.teamId }
    : { kind: 'guide' as const, id: row.guideId ?? '' };
}

function toReply(row: Row): CommunityReply {
  const target = targetOf(row);
  return {
    ...replyFields(row),
    targetKind: target.kind,
    targetId: target.id,
    language: storedLanguage(row.language),
  };
}

/** The comments table as the shared thread steps read and write it. */
const store = commentStore<Row>(
  communityComments,
  {
    teamId: communityComments.teamId,
    guideId: communityComments.guideId,
    language: communityComments.language,
  },
  M,
);

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
): Promise<Omit<CommunityCommentList, 'mentions'>> {
  const target = await findCommentTarget(db, kind, targetId);
  const found = await listThreadPage(
    db,
    store,
    eq(targetColumn(kind), target.id),
    { ...options, pageSize: COMMUNITY_COMMENTS_PAGE_SIZE },
    toReply,
  );
  const items: CommunityComment[] = found.items;
  return { ...found, items };
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
    /** The language it is written in. */
    language?: Language | undefined;
  },
): Promise<CommunityReply> {
  const { viewer } = input;
  const content = nonEmptyPlainText(input.content, M.tooShort);
  const target = await findCommentTarget(db, input.kind, input.targetId);
  if (!canCommentOn(viewer, target.access)) throw new AppError('NOT_FOUND', M.notFound);
  const parentAuthorId = input.parentId ? await parentAuthorOf(db, target, viewer, input.parentId) : null;
  // A member blocked by the replied-to author cannot reply to them.
  await assertCanReach(db, viewer.id, [parentAuthorId]);
  const created = await postThreadComment(
    db,
    bus,
    store,
    {
      teamId: target.kind === 'team' ? target.id : null,
      guideId: target.kind === 'guide' ? target.id : null,
      authorId: viewer.id,
      parentId: input.parentId ?? null,
      content,
      language: input.language ?? DEFAULT_LANGUAGE,
    },
    viewer,
    {
      fromUserId: viewer.id,
      content: truncateText(content, COMMUNITY_COMMENT_NOTIFICATION_EXCERPT),
      parentAuthorId,
      ownerId: target.ownerId,
      replyType: `${target.kind}_comment_reply`,
      commentType: `${target.kind}_comment`,
      // The page's slug, so the bell links to it without another read; the slug never changes.
      postId: target.slug,
    },
  );
  return toReply(created);
}

/** Edits of a team or guide comment (its author's own) and deletes (its author or an admin). */
export const communityCommentChanges = threadCommentChanges(store, {
  canEdit: canEditCommunityComment,
  canDelete: canDeleteCommunityComment,
  toReply,
  placedOn: (comment) => ({ targetId: targetOf(comment).id }),
  recordedAs: { kind: 'community_comment', ownerIdsOf: (comment) => [comment.authorId] },
});
