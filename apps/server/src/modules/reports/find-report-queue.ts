import type { ModerationAction, ReportReason } from '@haven/shared/moderation/constants';
import { REPORT_AUTHOR_HISTORY_LIMIT, REPORT_QUEUE_PAGE_SIZE } from '@haven/shared/reports/constants';
import type { ReportCount, ReportedItem, ReportQueue } from '@haven/shared/reports/schemas';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { moderationLog, profiles, reportedItems, reports } from '../../db/schema/index.ts';
import { findPage } from '../../lib/paginate.ts';
import { describeTargets, targetKey } from './report-targets.ts';

const hasOpenReports = gt(reportedItems.openCount, 0);

/** How many reported items wait for review. */
export async function countOpenReports(db: DbOrTx): Promise<ReportCount> {
  const [row] = await db.select({ open: count() }).from(reportedItems).where(hasOpenReports);
  return { open: row?.open ?? 0 };
}

/** The open reports of these items: each reason with its count, and the notes reporters wrote. */
async function findOpenReports(db: DbOrTx, itemIds: string[]) {
  const rows = await db
    .select({ itemId: reports.itemId, reason: reports.reason, note: reports.note })
    .from(reports)
    .where(and(inArray(reports.itemId, itemIds), eq(reports.status, 'open')))
    .orderBy(reports.createdAt);
  const byItem = new Map<string, { reasons: Map<ReportReason, number>; notes: string[] }>();
  for (const row of rows) {
    const entry = byItem.get(row.itemId) ?? {
      reasons: new Map<ReportReason, number>(),
      notes: [] as string[],
    };
    entry.reasons.set(row.reason, (entry.reasons.get(row.reason) ?? 0) + 1);
    if (row.note) entry.notes.push(row.note);
    byItem.set(row.itemId, entry);
  }
  return byItem;
}

/** Each author's latest moderation actions and how many reports about them were upheld. */
async function findAuthorHistory(db: DbOrTx, authorIds: string[]) {
  const ranked = db
    .select({
      memberId: moderationLog.memberId,
      action: moderationLog.action,
      reason: moderationLog.reason,
      createdAt: moderationLog.createdAt,
      rank: sql<number>`row_number() over (partition by ${moderationLog.memberId} order by ${moderationLog.createdAt} desc)`.as(
        'rank',
      ),
    })
    .from(moderationLog)
    .where(inArray(moderationLog.memberId, authorIds))
    .as('ranked');
  const [actions, upheld] = await Promise.all([
    db
      .select()
      .from(ranked)
      .where(sql`${ranked.rank} <= ${REPORT_AUTHOR_HISTORY_LIMIT}`)
      .orderBy(desc(ranked.createdAt)),
    db
      .select({ authorId: reportedItems.authorId, total: count() })
      .from(reports)
      .innerJoin(reportedItems, eq(reportedItems.id, reports.itemId))
      .where(and(inArray(reportedItems.authorId, authorIds), eq(reports.status, 'upheld')))
      .groupBy(reportedItems.authorId),
  ]);
  const history = new Map<string, ReportedItem['history']>();
  for (const id of authorIds) history.set(id, { upheldReports: 0, actions: [] });
  for (const row of actions) {
    history.get(row.memberId ?? '')?.actions.push({
      action: row.action as ModerationAction,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    });
  }
  for (const row of upheld) {
    const entry = history.get(row.authorId ?? '');
    if (entry) entry.upheldReports = row.total;
  }
  return history;
}

/**
 * One page of the queue: items with open reports, most recently reported first, each with its
 * content in context, its reasons and reporters, and its author's history, in a fixed number of
 * queries whatever the page holds.
 */
export async function findReportQueue(db: DbOrTx, options: { page: number }): Promise<ReportQueue> {
  const found = await findPage({
    page: options.page,
    pageSize: REPORT_QUEUE_PAGE_SIZE,
    count: db.select({ total: count() }).from(reportedItems).where(hasOpenReports),
    rows: (limit, offset) =>
      db
        .select({
          id: reportedItems.id,
          targetKind: reportedItems.targetKind,
          targetId: reportedItems.targetId,
          openCount: reportedItems.openCount,
          lastReportedAt: reportedItems.lastReportedAt,
          authorId: profiles.id,
          username: profiles.username,
          avatarUrl: profiles.avatarUrl,
          isAdmin: profiles.isAdmin,
        })
        .from(reportedItems)
        .leftJoin(profiles, eq(profiles.id, reportedItems.authorId))
        .where(hasOpenReports)
        .orderBy(desc(reportedItems.lastReportedAt), desc(reportedItems.id))
        .limit(limit)
        .offset(offset),
  });
  if (found.items.length === 0) return { ...found, items: [] };
  const authorIds = [...new Set(found.items.flatMap((row) => (row.authorId ? [row.authorId] : [])))];
  const [targets, openReports, history] = await Promise.all([
    describeTargets(db, found.items),
    findOpenReports(
      db,
      found.items.map((row) => row.id),
    ),
    authorIds.length > 0 ? findAuthorHistory(db, authorIds) : new Map<string, ReportedItem['history']>(),
  ]);
  const items = found.items.map((row): ReportedItem => {
    const target = targets.get(targetKey(row));
    const open = openReports.get(row.id);
    return {
      id: row.id,
      targetKind: row.targetKind,
      targetId: row.targetId,
      excerpt: target?.excerpt ?? '',
      context: target?.context ?? null,
      location: target?.location ?? null,
      isRemoved: target ? target.isRemoved : true,
      author: row.authorId
        ? {
            id: row.authorId,
            username: row.username ?? '',
            avatarUrl: row.avatarUrl,
            isAdmin: row.isAdmin ?? false,
          }
        : null,
      reporterCount: row.openCount,
      reasons: [...(open?.reasons ?? [])].map(([reason, total]) => ({ reason, count: total })),
      notes: open?.notes ?? [],
      lastReportedAt: row.lastReportedAt.toISOString(),
      history: (row.authorId && history.get(row.authorId)) || { upheldReports: 0, actions: [] },
    };
  });
  return { ...found, items };
}
