import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, editVersion, timestamps, uuidPrimaryKey } from './columns.ts';
import { memberRef } from './profiles.ts';

/**
 * The text the gallery search looks in, lower-cased: name, description and folder name joined by
 * line breaks (a one-line search term cannot span two of them). Plain `||` keeps it immutable, so
 * a trigram index can hold it.
 */
export function outfitSearchText(t: {
  name: AnyPgColumn;
  description: AnyPgColumn;
  folderName: AnyPgColumn;
}) {
  return sql`lower(${t.name} || E'\\n' || coalesce(${t.description}, '') || E'\\n' || ${t.folderName})`;
}

export const outfits = pgTable(
  'outfits',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    /** outfit_N; N is kept apart so neighbours and ordering use an index. */
    folderName: text('folder_name').notNull().unique(),
    folderNumber: integer('folder_number').notNull(),
    description: text('description'),
    category: text('category'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    overallImage: text('overall_image'),
    maleImage: text('male_image'),
    femaleImage: text('female_image'),
    version: editVersion(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('outfits_folder_number_uq').on(t.folderNumber),
    index('outfits_category_idx').on(t.category),
    index('outfits_tags_gin_idx').using('gin', t.tags),
    // The gallery searches name, description and folder as one text (see outfitSearchText).
    index('outfits_search_trgm_idx').using('gin', sql`${outfitSearchText(t)} gin_trgm_ops`),
    check('outfits_folder_name_format', sql`${t.folderName} ~ '^outfit_[0-9]+$'`),
  ],
);

/** One favourite outfit per member. */
export const favoriteOutfits = pgTable(
  'favorite_outfits',
  {
    id: uuidPrimaryKey(),
    userId: memberRef('user_id'),
    outfitId: uuid('outfit_id')
      .notNull()
      .references(() => outfits.id, { onDelete: 'cascade' }),
    genderPreference: text('gender_preference', { enum: ['male', 'female'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favorite_outfits_user_uq').on(t.userId),
    index('favorite_outfits_outfit_idx').on(t.outfitId),
    check('favorite_outfits_gender_valid', sql`${t.genderPreference} in ('male','female')`),
  ],
);
