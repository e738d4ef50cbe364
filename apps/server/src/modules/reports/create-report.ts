import { MODERATION_MESSAGES } from '@haven/shared/moderation/messages';
import { REPORT_MESSAGES } from '@haven/shared/reports/messages';
import { canReport } from '@haven/shared/reports/policies';
import type { CreateReportRequestSchema } from '@haven/shared/reports/schemas';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { reportedItems, reports } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { describeTarget } from './report-targets.ts';

/**
 * Records a member's report of something others see. The author is read from the item itself;
 * nobody reports their own content, and a member has one open report per item: a second one, or
 * a racing double, is refused and changes nothing.
 */
export async function createReport(
  db: Db,
  viewer: Viewer,
  input: z.output<typeof CreateReportRequestSchema>,
): Promise<void> {
  const target = await describeTarget(db, input);
  if (!target?.isPublic || target.isRemoved) {
    throw new AppError('NOT_FOUND', REPORT_MESSAGES.targetNotFound);
  }
  if (!canReport(viewer, target)) throw new AppError('FORBIDDEN', MODERATION_MESSAGES.cannotReportOwn);
  await db.transaction(async (tx) => {
    const [item] = await tx
      .insert(reportedItems)
      .values({ targetKind: input.targetKind, targetId: input.targetId, authorId: target.authorId })
      .onConflictDoUpdate({
        target: [reportedItems.targetKind, reportedItems.targetId],
        set: { authorId: target.authorId },
      })
      .returning({ id: reportedItems.id });
    if (!item) throw new Error('reported item vanished after upsert');
    // The report and the item's open count, in one statement: counted only when the report is new.
    const counted = await tx.execute(sql`
      with report as (
        insert into ${reports} (item_id, reporter_id, reason, note)
        values (${item.id}, ${viewer.id}, ${input.reason}, ${input.note})
        on conflict do nothing
        returning item_id
      )
      update ${reportedItems} set open_count = open_count + 1, last_reported_at = now()
      where id = (select item_id from report)
      returning id`);
    if ((counted as unknown as { rows: unknown[] }).rows.length === 0)
      throw new AppError('CONFLICT', MODERATION_MESSAGES.alreadyReported);
  });
}
