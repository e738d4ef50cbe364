import type { GuideReviewRequest } from '@haven/shared/guides/schemas';
import { eq } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { guides } from '../../db/schema/index.ts';
import type { EventBus } from '../../realtime/bus.ts';
import { announceModeration, recordModeration } from '../moderation/record-moderation.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { findGuideById } from './find-guides.ts';

/**
 * Approves or rejects a guide (admin) and tells its author, in one transaction so the
 * notification exists exactly when the new status does, with its moderation log entry.
 * Approval dates its publication.
 */
export async function reviewGuide(
  db: Db,
  bus: EventBus,
  admin: Viewer,
  id: string,
  { status }: GuideReviewRequest,
): Promise<void> {
  await db.transaction(async (tx) => {
    const guide = await findGuideById(tx, id);
    const now = new Date();
    await tx
      .update(guides)
      .set({ status, publishedAt: status === 'approved' ? now : null, updatedAt: now })
      .where(eq(guides.id, id));
    if (guide.authorId && guide.status !== status) {
      await createNotification(tx, bus, {
        userId: guide.authorId,
        fromUserId: admin.id,
        type: status === 'approved' ? 'guide_approved' : 'guide_rejected',
        content: guide.title,
        postId: guide.slug,
      });
    }
    await recordModeration(tx, admin, {
      action: status === 'approved' ? 'guide_approved' : 'guide_rejected',
      memberId: guide.authorId,
      target: { kind: 'guide', id, label: guide.title },
    });
  });
  await announceModeration(bus);
}
