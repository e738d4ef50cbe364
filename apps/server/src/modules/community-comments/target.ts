import type { CommentTargetKind } from '@haven/shared/community-comments/constants';
import { COMMUNITY_COMMENT_MESSAGES as M } from '@haven/shared/community-comments/messages';
import {
  type CommentTargetAccess,
  canReadCommunityComments,
} from '@haven/shared/community-comments/policies';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { communityComments, guides, temporaryTeams } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/** A team or guide that takes comments: who owns it (told of new comments) and where its page is. */
export type CommentTarget = {
  kind: CommentTargetKind;
  id: string;
  /** The team's owner or the guide's author; null once their account is gone. */
  ownerId: string | null;
  slug: string;
  access: CommentTargetAccess;
};

/** The column naming this kind of target on a comment. */
export function targetColumn(kind: CommentTargetKind) {
  return kind === 'team' ? communityComments.teamId : communityComments.guideId;
}

async function findTarget(db: DbOrTx, kind: CommentTargetKind, id: string): Promise<CommentTarget | null> {
  if (kind === 'team') {
    const [team] = await db
      .select({
        id: temporaryTeams.id,
        ownerId: temporaryTeams.userId,
        slug: temporaryTeams.slug,
        visibility: temporaryTeams.visibility,
      })
      .from(temporaryTeams)
      .where(eq(temporaryTeams.id, id));
    if (!team) return null;
    // A public or unlisted team takes comments from anyone who can open it; a private one from no one.
    const { visibility, ...found } = team;
    return { kind, ...found, access: { kind, isPublic: visibility !== 'private' } };
  }
  const [guide] = await db
    .select({ id: guides.id, ownerId: guides.authorId, slug: guides.slug, status: guides.status })
    .from(guides)
    .where(eq(guides.id, id));
  if (!guide) return null;
  const { status, ...rest } = guide;
  return { kind, ...rest, access: { kind, status } };
}

/**
 * The team or guide whose comments are asked for; an unknown one, or one whose comments are not
 * open (a guide not approved), is not found for everyone.
 */
export async function findCommentTarget(
  db: DbOrTx,
  kind: CommentTargetKind,
  id: string,
): Promise<CommentTarget> {
  const target = await findTarget(db, kind, id);
  if (!target || !canReadCommunityComments(null, target.access)) {
    throw new AppError('NOT_FOUND', kind === 'team' ? M.teamNotFound : M.guideNotFound);
  }
  return target;
}
