import {
  REVIEW_OVERVIEW_MAX_LENGTH,
  REVIEW_POINT_MAX_LENGTH,
  REVIEW_POINTS_MAX,
  REVIEW_VERDICT_MAX_LENGTH,
  SPECIALITY_NAME_MAX_LENGTH,
} from '@haven/shared/hero-reviews/constants';
import { type AnyColumn, sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, editVersion, isBetween, timestamps, uuidPrimaryKey } from './columns.ts';
import { heroRef } from './heroes.ts';

/**
 * A list column holds at most REVIEW_POINTS_MAX points, none empty, within their total length
 * (a check may not look into each element; the shared schema bounds each point).
 */
const pointsFit = (column: AnyColumn) =>
  sql`coalesce(array_length(${column}, 1), 0) <= ${sql.raw(String(REVIEW_POINTS_MAX))}
    and array_position(${column}, '') is null
    and char_length(array_to_string(${column}, '')) <= ${sql.raw(String(REVIEW_POINTS_MAX * REVIEW_POINT_MAX_LENGTH))}`;

/** The editors' review of a hero: one row per reviewed hero, saved from the version it was opened at. */
export const heroReviews = pgTable(
  'hero_reviews',
  {
    id: uuidPrimaryKey(),
    heroId: heroRef().unique(),
    verdict: text('verdict').notNull().default(''),
    /** Sanitised HTML. */
    overview: text('overview').notNull().default(''),
    strengths: text('strengths').array().notNull().default(sql`'{}'::text[]`),
    weaknesses: text('weaknesses').array().notNull().default(sql`'{}'::text[]`),
    version: editVersion(),
    ...timestamps(),
  },
  (t) => [
    check(
      'hero_reviews_verdict_length',
      isBetween(sql`char_length(${t.verdict})`, 0, REVIEW_VERDICT_MAX_LENGTH),
    ),
    check(
      'hero_reviews_overview_length',
      isBetween(sql`char_length(${t.overview})`, 0, REVIEW_OVERVIEW_MAX_LENGTH),
    ),
    check('hero_reviews_strengths_fit', pointsFit(t.strengths)),
    check('hero_reviews_weaknesses_fit', pointsFit(t.weaknesses)),
  ],
);

/** The admins' vocabulary of speciality tags ('Burst', 'Cleanse'), each named once whatever its case. */
export const specialities = pgTable(
  'specialities',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('specialities_name_lower_idx').on(sql`lower(${t.name})`),
    check('specialities_name_length', isBetween(sql`char_length(${t.name})`, 1, SPECIALITY_NAME_MAX_LENGTH)),
  ],
);

/** A hero's speciality tags, in the editors' order. */
export const heroSpecialities = pgTable(
  'hero_specialities',
  {
    heroId: heroRef(),
    specialityId: uuid('speciality_id')
      .notNull()
      .references(() => specialities.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.heroId, t.specialityId] }),
    index('hero_specialities_speciality_idx').on(t.specialityId),
  ],
);
