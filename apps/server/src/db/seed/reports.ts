import type { ReportReason } from '@haven/shared/moderation/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { reportedItems, reports } from '../schema/index.ts';
import type { MemberIds } from './profiles.ts';
import { stableUuid } from './random.ts';

type ReportSeed = { comment: string; author: string; reporter: string; reason: ReportReason; note?: string };

/** Open reports on seeded wall comments, so the admin's Reports tab shows something on a fresh start. */
const REPORTS: ReportSeed[] = [
  { comment: 'lyra-2', author: '05', reporter: '03', reason: 'spam' },
  {
    comment: 'lyra-2',
    author: '05',
    reporter: '04',
    reason: 'other',
    note: 'Posted the same line on three walls.',
  },
  { comment: 'rook-1', author: '05', reporter: '07', reason: 'inappropriate' },
];

/**
 * Seeds a few open reports on the demo wall comments; each report and item has a stable id, so a
 * second run adds nothing and reports an admin has settled stay settled.
 */
export async function seedReports(db: Db, members: MemberIds): Promise<number> {
  let added = 0;
  await db.transaction(async (tx) => {
    for (const seed of REPORTS) {
      const authorId = members.get(seed.author);
      const reporterId = members.get(seed.reporter);
      if (!authorId || !reporterId) continue;
      const targetId = stableUuid(`profile-comment:${seed.comment}`);
      await tx
        .insert(reportedItems)
        .values({
          id: stableUuid(`reported-item:${seed.comment}`),
          targetKind: 'profile_comment',
          targetId,
          authorId,
        })
        .onConflictDoNothing();
      // The item may have been made by a member's real report first.
      const [item] = await tx
        .select({ id: reportedItems.id })
        .from(reportedItems)
        .where(and(eq(reportedItems.targetKind, 'profile_comment'), eq(reportedItems.targetId, targetId)));
      if (!item) continue;
      const itemId = item.id;
      const inserted = await tx
        .insert(reports)
        .values({
          id: stableUuid(`report:${seed.comment}:${seed.reporter}`),
          itemId,
          reporterId,
          reason: seed.reason,
          note: seed.note ?? '',
        })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      if (inserted.length === 0) continue;
      added += 1;
      await tx
        .update(reportedItems)
        .set({ openCount: sql`${reportedItems.openCount} + 1` })
        .where(eq(reportedItems.id, itemId));
    }
  });
  return added;
}
