import { createHmac } from 'node:crypto';
import { GUIDE_MESSAGES } from '@haven/shared/guides/messages';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { guides, guideViews } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/** Old view rows are swept on about one counted view in this many; only today's and yesterday's matter. */
const SWEEP_ONE_IN = 500;

/** Today in UTC as YYYY-MM-DD: a visitor counts once per guide on each such day. */
export function viewDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Who a view is counted for: a member by their id; a visitor by a keyed hash of their address and
 * the day, which cannot be turned back into the address and changes every day.
 */
export function visitorKey(memberId: string | null, address: string, day: string, secret: string): string {
  if (memberId) return `member:${memberId}`;
  return `visitor:${createHmac('sha256', secret).update(`${day} ${address}`).digest('base64url')}`;
}

/**
 * Counts a view of an approved guide, once per visitor and day: the (guide, day, visitor) key
 * takes the first and the guide's kept count moves in the same statement. Whether it counted.
 */
export async function recordGuideView(
  db: Db,
  guideId: string,
  visitor: string,
  day: string,
): Promise<boolean> {
  const [guide] = await db.select({ status: guides.status }).from(guides).where(eq(guides.id, guideId));
  if (guide?.status !== 'approved') throw new AppError('NOT_FOUND', GUIDE_MESSAGES.notFound);
  const counted = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(guideViews)
      .values({ guideId, day, visitor })
      .onConflictDoNothing()
      .returning({ guideId: guideViews.guideId });
    if (inserted.length === 0) return false;
    await tx
      .update(guides)
      .set({ viewCount: sql`${guides.viewCount} + 1` })
      .where(eq(guides.id, guideId));
    return true;
  });
  if (counted && Math.floor(Math.random() * SWEEP_ONE_IN) === 0) {
    await db.delete(guideViews).where(and(lt(guideViews.day, sql`${day}::date - 1`)));
  }
  return counted;
}
