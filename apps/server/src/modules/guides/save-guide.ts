import { GUIDE_MESSAGES, guideCreateFailedMessage } from '@haven/shared/guides/messages';
import { canEditGuide } from '@haven/shared/guides/policies';
import { GUIDE_CONTENT_MIN_LENGTH, guideSlug, richTextLength } from '@haven/shared/guides/rules';
import type { Guide, GuideRequestSchema } from '@haven/shared/guides/schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { guides } from '../../db/schema/index.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { sanitizeRichHtml } from '../../lib/rich-text.ts';
import { findGuideById, findGuideBySlug } from './find-guides.ts';

type GuideInput = z.output<typeof GuideRequestSchema>;

/**
 * The stored form of what a member wrote: HTML sanitised to the allow-list, and its length
 * checked again afterwards, because markup that was dropped does not count.
 */
function toRow(input: GuideInput) {
  const content = sanitizeRichHtml(input.content);
  if (richTextLength(content) < GUIDE_CONTENT_MIN_LENGTH) {
    throw new AppError('VALIDATION', GUIDE_MESSAGES.contentTooShort, {
      content: GUIDE_MESSAGES.contentTooShort,
    });
  }
  return { title: input.title, content, thumbnailUrl: input.thumbnailUrl || null, tags: input.tags };
}

/** How many times a new slug is tried when another guide took the same one in the same millisecond window. */
const SLUG_ATTEMPTS = 5;

/** Creates a guide by `author`, pending review; its slug is the title plus the last digits of the time. */
export async function createGuide(db: Db, author: Viewer, input: GuideInput): Promise<Guide> {
  const row = toRow(input);
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
    const slug = guideSlug(row.title, Date.now() + attempt);
    try {
      await db.insert(guides).values({ ...row, slug, authorId: author.id, status: 'pending' });
      return await findGuideBySlug(db, slug, author);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError('CONFLICT', guideCreateFailedMessage('please try again'));
}

/** Replaces a guide's text by its author; the changed guide goes back to review. Its address stays. */
export async function updateGuide(db: Db, viewer: Viewer, id: string, input: GuideInput): Promise<Guide> {
  const existing = await findGuideById(db, id);
  if (!canEditGuide(viewer, existing)) throw new AppError('FORBIDDEN', GUIDE_MESSAGES.notYours);
  const row = toRow(input);
  await db
    .update(guides)
    .set({ ...row, status: 'pending', publishedAt: null, updatedAt: new Date() })
    .where(eq(guides.id, id));
  return findGuideBySlug(db, existing.slug, viewer);
}
