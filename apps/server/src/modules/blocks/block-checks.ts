import { BLOCK_MESSAGES as M } from '@haven/shared/blocks/messages';
import { canReachMember } from '@haven/shared/blocks/policies';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberBlocks } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/** Whether any of `memberIds` has blocked `viewerId`, in one lookup on the blocks' key. */
export async function isBlockedByAny(
  db: DbOrTx,
  viewerId: string,
  memberIds: readonly (string | null)[],
): Promise<boolean> {
  const ids = memberIds.filter((id): id is string => id !== null && id !== viewerId);
  if (ids.length === 0) return false;
  const [found] = await db
    .select({ id: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(and(inArray(memberBlocks.blockerId, ids), eq(memberBlocks.blockedId, viewerId)))
    .limit(1);
  return found !== undefined;
}

/**
 * Refuses (403, a neutral message that does not say why) a comment that would reach a member who
 * has blocked its author: a comment on their wall or a reply to their comment.
 */
export async function assertCanReach(
  db: DbOrTx,
  viewerId: string,
  memberIds: readonly (string | null)[],
): Promise<void> {
  if (!canReachMember(await isBlockedByAny(db, viewerId, memberIds))) {
    throw new AppError('FORBIDDEN', M.cannotComment);
  }
}

/** Whether `blockerId` blocks `memberId`. */
export async function isBlocking(db: DbOrTx, blockerId: string, memberId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, memberId)));
  return found !== undefined;
}

/** Who blocks whom between two members, both ways in one lookup on the blocks' key. */
export async function blocksBetween(
  db: DbOrTx,
  viewerId: string,
  memberId: string,
): Promise<{ viewerBlocks: boolean; blockedByMember: boolean }> {
  const rows = await db
    .select({ blockerId: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockerId, viewerId), eq(memberBlocks.blockedId, memberId)),
        and(eq(memberBlocks.blockerId, memberId), eq(memberBlocks.blockedId, viewerId)),
      ),
    );
  return {
    viewerBlocks: rows.some((row) => row.blockerId === viewerId),
    blockedByMember: rows.some((row) => row.blockerId === memberId),
  };
}
