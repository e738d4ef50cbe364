import { HERO_REVIEW_MESSAGES as M } from '@haven/shared/hero-reviews/messages';
import type { HeroReview, Speciality } from '@haven/shared/hero-reviews/schemas';
import { type HeroTranslationFields, translateReview } from '@haven/shared/heroes/translations';
import { DEFAULT_LANGUAGE, type Language } from '@haven/shared/i18n/languages';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  heroes,
  heroReviews,
  heroSpecialities,
  heroTranslations,
  specialities,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { findTranslationFields } from '../../lib/translations.ts';

const specialityColumns = { id: specialities.id, name: specialities.name, slug: specialities.slug };

/** The speciality vocabulary, by name. */
export async function findSpecialities(db: DbOrTx): Promise<Speciality[]> {
  return db.select(specialityColumns).from(specialities).orderBy(asc(specialities.name));
}

/**
 * A hero's review with its speciality tags in the editors' order; an empty review at version 0
 * when none is written yet, and 404 for an unknown hero.
 */
export async function findHeroReview(
  db: DbOrTx,
  slug: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<HeroReview> {
  const [row] = await db
    .select({
      heroId: heroes.id,
      version: heroReviews.version,
      verdict: heroReviews.verdict,
      overview: heroReviews.overview,
      strengths: heroReviews.strengths,
      weaknesses: heroReviews.weaknesses,
      updatedAt: heroReviews.updatedAt,
    })
    .from(heroes)
    .leftJoin(heroReviews, eq(heroReviews.heroId, heroes.id))
    .where(eq(heroes.slug, slug))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', M.heroNotFound);
  const [tags, translation] = await Promise.all([
    db
      .select(specialityColumns)
      .from(heroSpecialities)
      .innerJoin(specialities, eq(specialities.id, heroSpecialities.specialityId))
      .where(eq(heroSpecialities.heroId, row.heroId))
      .orderBy(asc(heroSpecialities.position), asc(specialities.name)),
    findTranslationFields<HeroTranslationFields>(db, heroTranslations, row.heroId, language),
  ]);
  const english = {
    heroId: row.heroId,
    version: row.version ?? 0,
    verdict: row.verdict ?? '',
    overview: row.overview ?? '',
    strengths: row.strengths ?? [],
    weaknesses: row.weaknesses ?? [],
    specialities: tags,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
  return translateReview(english, language, translation);
}
