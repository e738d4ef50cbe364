import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { ModerationAction } from '@haven/shared/moderation/constants';
import { MODERATION_MESSAGES } from '@haven/shared/moderation/messages';
import type { ReportAction } from '@haven/shared/reports/constants';
import { REPORT_MESSAGES } from '@haven/shared/reports/messages';
import type { ReportActionRequest } from '@haven/shared/reports/schemas';
import { and, eq, gt, sql } from 'drizzle-orm';
import { announceViewerChanged } from '../../auth/session-cache.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, Tx } from '../../db/client.ts';
import { reportedItems, reports } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { EventBus } from '../../realtime/bus.ts';
import { announceModeration, recordModeration } from '../moderation/record-moderation.ts';
import { announceRestrictionChanged, restrictMember } from '../moderation/restrictions.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { removeTarget } from './remove-target.ts';
import { describeTarget, type TargetInfo } from './report-targets.ts';

/** The log entry each action writes itself (a suspension or ban is logged by the restriction). */
const LOGGED_AS: Partial<Record<ReportAction, ModerationAction>> = {
  dismiss: 'report_dismissed',
  remove: 'content_removed',
  warn: 'member_warned',
};

/** Locks the item with open reports, so two admins cannot act on it at once. */
async function lockOpenItem(tx: Tx, itemId: string) {
  const [item] = await tx
    .select({ id: reportedItems.id, targetKind: reportedItems.targetKind, targetId: reportedItems.targetId })
    .from(reportedItems)
    .where(and(eq(reportedItems.id, itemId), gt(reportedItems.openCount, 0)))
    .for('update');
  if (!item) throw new AppError('NOT_FOUND', REPORT_MESSAGES.itemNotFound);
  return item;
}

function authorOf(target: TargetInfo | null): string {
  if (!target?.authorId) throw new AppError('NOT_FOUND', MODERATION_MESSAGES.memberNotFound);
  return target.authorId;
}

/**
 * Settles a reported item with an admin's action and its reason, in one transaction with its
 * moderation log entry: dismiss, remove the content, warn its author, or suspend or ban them.
 * Every action closes the item's open reports, and each reporter is told the outcome.
 */
export async function actOnReportedItem(
  db: Db,
  bus: EventBus,
  admin: Viewer,
  itemId: string,
  input: ReportActionRequest,
): Promise<void> {
  let changed: TargetInfo | null = null;
  let restricted: string | null = null;
  await db.transaction(async (tx) => {
    const item = await lockOpenItem(tx, itemId);
    const target = await describeTarget(tx, item);
    const label = target?.excerpt || REPORT_MESSAGES.targetNotFound;
    const logged = LOGGED_AS[input.action];
    const removes = input.action === 'remove' || ('alsoRemove' in input && input.alsoRemove);
    if (removes && target && !target.isRemoved) {
      await removeTarget(tx, item.targetKind, item.targetId);
      changed = target;
      if (input.action !== 'remove') {
        await recordModeration(tx, admin, {
          action: 'content_removed',
          memberId: target.authorId,
          target: { kind: item.targetKind, id: item.targetId, label },
          reason: input.reason,
        });
      }
    }
    if (input.action === 'warn') {
      await createNotification(tx, bus, {
        userId: authorOf(target),
        fromUserId: null,
        type: 'member_warned',
        content: input.reason,
      });
    }
    if (input.action === 'suspend' || input.action === 'ban') {
      const restriction =
        input.action === 'ban'
          ? { kind: 'ban' as const, reason: input.reason }
          : { kind: 'suspension' as const, days: input.days, reason: input.reason };
      restricted = authorOf(target);
      await restrictMember(db, bus, { actor: admin, memberId: restricted, input: restriction, tx });
    }
    if (logged) {
      await recordModeration(tx, admin, {
        action: logged,
        memberId: target?.authorId ?? null,
        target: { kind: item.targetKind, id: item.targetId, label },
        reason: input.reason,
      });
    }
    const closed = await tx
      .update(reports)
      .set({ status: input.action === 'dismiss' ? 'dismissed' : 'upheld', resolvedAt: sql`now()` })
      .where(and(eq(reports.itemId, item.id), eq(reports.status, 'open')))
      .returning({ reporterId: reports.reporterId });
    await tx.update(reportedItems).set({ openCount: 0 }).where(eq(reportedItems.id, item.id));
    for (const { reporterId } of closed) {
      await createNotification(tx, bus, {
        userId: reporterId,
        fromUserId: null,
        type: input.action === 'dismiss' ? 'report_dismissed' : 'report_upheld',
        content: label,
      });
    }
  });
  await bus.publish({ topic: REALTIME_TOPICS.reports, adminOnly: true });
  if (restricted) await announceRestrictionChanged(bus, restricted, input.action === 'ban');
  else await announceModeration(bus);
  const removed = changed as TargetInfo | null;
  if (removed) {
    await bus.publish(removed.event);
    if (removed.event.topic === REALTIME_TOPICS.profiles) await announceViewerChanged(bus, removed.event.id);
  }
}
