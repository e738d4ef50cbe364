import type { Versioned } from '@haven/shared/common/versions';
import { GUIDE_MESSAGES, guideCreateFailedMessage } from '@haven/shared/guides/messages';
import { canEditGuide } from '@haven/shared/guides/policies';
import { GUIDE_CONTENT_MIN_LENGTH, guideSlug, richTextLength } from '@haven/shared/guides/rules';
import type { Guide, GuideRequestSchema } from '@haven/shared/guides/schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { guideHeroes, guides } from '../../db/schema/index.ts';
import { atVersion, missingOrStale, nextVersion } from '../../lib/edit-version.ts';
import { AppError, isForeignKeyViolation, isUniqueViolation } from '../../lib/errors.ts';
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
  return {
    title: input.title,
    content,
    thumbnailUrl: input.thumbnailUrl || null,
    tags: input.tags,
    ...(input.language ? { language: input.language } : {}),
  };
}

const GUIDE_HEROES_HERO_FK = 'guide_heroes_hero_id_heroes_id_fk';

/** A save naming a hero that does not exist is refused on heroIds (400); the foreign key is the check. */
function unknownHeroOr(error: unknown): unknown {
  if (!isForeignKeyViolation(error, GUIDE_HEROES_HERO_FK)) return error;
  return new AppError('VALIDATION', GUIDE_MESSAGES.unknownHero, { heroIds: GUIDE_MESSAGES.unknownHero });
}

/** Gives a guide these heroes, numbered 1.. in the given order. */
async function addGuideHeroes(db: DbOrTx, guideId: string, heroIds: string[]): Promise<void> {
  if (heroIds.length === 0) return;
  await db.insert(guideHeroes).values(heroIds.map((heroId, i) => ({ guideId, heroId, position: i + 1 })));
}

/** How many times a new slug is tried when another guide took the same one in the same millisecond window. */
const SLUG_ATTEMPTS = 5;

/**
 * Creates a guide by `author`, pending review, with its heroes in one transaction; its slug is the
 * title plus the last digits of the time.
 */
export async function createGuide(db: Db, author: Viewer, input: GuideInput): Promise<Guide> {
  const row = toRow(input);
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
    const slug = guideSlug(row.title, Date.now() + attempt);
    try {
      await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(guides)
          .values({ ...row, slug, authorId: author.id, status: 'pending' })
          .returning({ id: guides.id });
        if (!created) throw new AppError('INTERNAL', guideCreateFailedMessage('please try again'));
        await addGuideHeroes(tx, created.id, input.heroIds);
      });
      return await findGuideBySlug(db, slug, author);
    } catch (error) {
      if (!isUniqueViolation(error)) throw unknownHeroOr(error);
    }
  }
  throw new AppError('CONFLICT', guideCreateFailedMessage('please try again'));
}

/**
 * Replaces a guide's text and heroes by its author in one transaction, when it is still at the
 * version the editor opened (raising it); the changed guide goes back to review. Its address stays.
 */
export async function updateGuide(
  db: Db,
  viewer: Viewer,
  id: string,
  { version, ...input }: GuideInput & Versioned,
): Promise<Guide> {
  const existing = await findGuideById(db, id);
  if (!canEditGuide(viewer, existing)) throw new AppError('FORBIDDEN', GUIDE_MESSAGES.notYours);
  const row = toRow(input);
  await db
    .transaction(async (tx) => {
      const [updated] = await tx
        .update(guides)
        .set({
          ...row,
          status: 'pending',
          publishedAt: null,
          updatedAt: new Date(),
          version: nextVersion(guides),
        })
        .where(atVersion(guides, id, version))
        .returning({ id: guides.id });
      if (!updated) throw await missingOrStale(tx, guides, id, version, GUIDE_MESSAGES.notFound);
      await tx.delete(guideHeroes).where(eq(guideHeroes.guideId, id));
      await addGuideHeroes(tx, id, input.heroIds);
    })
    .catch((error: unknown) => {
      throw unknownHeroOr(error);
    });
  return findGuideBySlug(db, existing.slug, viewer);
}
