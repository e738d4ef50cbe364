import { GENERIC_MESSAGES } from '@haven/shared/common/errors';
import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { slugifyName } from '@haven/shared/common/slug';
import { SPECIALITIES_MAX } from '@haven/shared/hero-reviews/constants';
import { HERO_REVIEW_MESSAGES as M } from '@haven/shared/hero-reviews/messages';
import { canEditHeroReviews } from '@haven/shared/hero-reviews/policies';
import type {
  HeroReviewSave,
  HeroReviewSaved,
  Speciality,
  SpecialityInputSchema,
} from '@haven/shared/hero-reviews/schemas';
import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { heroes, heroReviews, heroSpecialities, specialities } from '../../db/schema/index.ts';
import { staleVersion } from '../../lib/edit-version.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { sanitizeRichHtml } from '../../lib/rich-text.ts';

/** Refuses anyone but the review editors. */
function assertCanEditReviews(viewer: PolicyViewer): void {
  if (!canEditHeroReviews(viewer)) throw new AppError('FORBIDDEN', GENERIC_MESSAGES.adminOnly);
}

/**
 * Saves a hero's review and speciality tags from the version its editor opened, in one
 * transaction. The first save (version 0) makes the row; of two first saves the second finds it
 * made and is refused as stale, as is any later save from an older version.
 */
export async function saveHeroReview(
  db: Db,
  viewer: PolicyViewer,
  heroId: string,
  input: HeroReviewSave,
): Promise<HeroReviewSaved> {
  assertCanEditReviews(viewer);
  const fields = {
    verdict: input.verdict,
    overview: sanitizeRichHtml(input.overview),
    strengths: input.strengths,
    weaknesses: input.weaknesses,
  };
  return db.transaction(async (tx) => {
    const [hero] = await tx.select({ id: heroes.id }).from(heroes).where(eq(heroes.id, heroId)).for('update');
    if (!hero) throw new AppError('NOT_FOUND', M.heroNotFound);
    const [saved] =
      input.version === 0
        ? await tx
            .insert(heroReviews)
            .values({ heroId, ...fields, version: 1 })
            .onConflictDoNothing({ target: heroReviews.heroId })
            .returning({ id: heroReviews.id, version: heroReviews.version })
        : await tx
            .update(heroReviews)
            .set({ ...fields, version: sql`${heroReviews.version} + 1`, updatedAt: new Date() })
            .where(and(eq(heroReviews.heroId, heroId), eq(heroReviews.version, input.version)))
            .returning({ id: heroReviews.id, version: heroReviews.version });
    if (!saved) throw staleVersion('hero review', heroId, input.version);
    if (input.specialityIds.length > 0) {
      const [found] = await tx
        .select({ n: count() })
        .from(specialities)
        .where(inArray(specialities.id, input.specialityIds));
      if ((found?.n ?? 0) !== input.specialityIds.length) {
        throw new AppError('VALIDATION', M.specialityUnknown, { specialityIds: M.specialityUnknown });
      }
    }
    await tx.delete(heroSpecialities).where(eq(heroSpecialities.heroId, heroId));
    if (input.specialityIds.length > 0) {
      await tx
        .insert(heroSpecialities)
        .values(input.specialityIds.map((specialityId, position) => ({ heroId, specialityId, position })));
    }
    return saved;
  });
}

const nameTaken = () => new AppError('CONFLICT', M.specialityNameTaken, { name: M.specialityNameTaken });

/** Adds a tag to the vocabulary; a name another tag has, in any case, is a 409. */
export async function createSpeciality(
  db: Db,
  viewer: PolicyViewer,
  input: z.output<typeof SpecialityInputSchema>,
): Promise<Speciality> {
  assertCanEditReviews(viewer);
  const slug = slugifyName(input.name) || 'tag';
  const [taken] = await db
    .select({ id: specialities.id })
    .from(specialities)
    .where(or(sql`lower(${specialities.name}) = ${input.name.toLowerCase()}`, eq(specialities.slug, slug)))
    .limit(1);
  if (taken) throw nameTaken();
  const [total] = await db.select({ n: count() }).from(specialities);
  if ((total?.n ?? 0) >= SPECIALITIES_MAX) throw new AppError('CONFLICT', M.specialitiesFull);
  try {
    const [created] = await db
      .insert(specialities)
      .values({ name: input.name, slug })
      .returning({ id: specialities.id, name: specialities.name, slug: specialities.slug });
    if (!created) throw new Error('speciality not created');
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Deletes a tag from the vocabulary and from every hero that carried it; 404 for an unknown one. */
export async function deleteSpeciality(db: Db, viewer: PolicyViewer, specialityId: string): Promise<void> {
  assertCanEditReviews(viewer);
  const deleted = await db
    .delete(specialities)
    .where(eq(specialities.id, specialityId))
    .returning({ id: specialities.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', M.specialityNotFound);
}
