import { GUIDE_MESSAGES } from '@haven/shared/guides/messages';
import { canVoteGuideHelpful } from '@haven/shared/guides/policies';
import type { Guide, GuideHelpful } from '@haven/shared/guides/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { guideHelpfulVotes, guides } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * Sets or takes back a member's 'Helpful' mark on an approved guide (not their own) and moves the
 * guide's kept count in the same transaction. The (guide, member) key lets one of two racing marks
 * in: the other inserts nothing and leaves the count alone, and so does taking back a missing mark.
 */
export async function setGuideHelpful(
  db: Db,
  viewer: Viewer,
  guideId: string,
  helpful: boolean,
): Promise<GuideHelpful> {
  const [guide] = await db
    .select({ status: guides.status, authorId: guides.authorId })
    .from(guides)
    .where(eq(guides.id, guideId));
  if (guide?.status !== 'approved') throw new AppError('NOT_FOUND', GUIDE_MESSAGES.notFound);
  if (!canVoteGuideHelpful(viewer, guide)) throw new AppError('FORBIDDEN', GUIDE_MESSAGES.helpfulOwnGuide);

  return db.transaction(async (tx) => {
    const mine = and(eq(guideHelpfulVotes.guideId, guideId), eq(guideHelpfulVotes.userId, viewer.id));
    const changed = helpful
      ? await tx
          .insert(guideHelpfulVotes)
          .values({ guideId, userId: viewer.id })
          .onConflictDoNothing()
          .returning({ guideId: guideHelpfulVotes.guideId })
      : await tx.delete(guideHelpfulVotes).where(mine).returning({ guideId: guideHelpfulVotes.guideId });
    if (changed.length > 0) {
      await tx
        .update(guides)
        .set({ helpfulCount: sql`${guides.helpfulCount} + ${helpful ? 1 : -1}` })
        .where(eq(guides.id, guideId));
    }
    const [row] = await tx
      .select({ helpfulCount: guides.helpfulCount })
      .from(guides)
      .where(eq(guides.id, guideId));
    return { helpfulCount: row?.helpfulCount ?? 0, votedHelpful: helpful };
  });
}

/** The guide with whether the viewer marked it 'Helpful' (one row on the (guide, member) key). */
export async function withMyHelpfulVote(db: DbOrTx, guide: Guide, viewerId: string): Promise<Guide> {
  const [mine] = await db
    .select({ guideId: guideHelpfulVotes.guideId })
    .from(guideHelpfulVotes)
    .where(and(eq(guideHelpfulVotes.guideId, guide.id), eq(guideHelpfulVotes.userId, viewerId)));
  return { ...guide, votedHelpful: mine !== undefined };
}
