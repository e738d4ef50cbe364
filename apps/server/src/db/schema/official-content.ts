import { OFFICIAL_CONTENT_TYPES } from '@haven/shared/home/constants';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { editVersion, isOneOf, timestamps, uuidPrimaryKey } from './columns.ts';

export const officialContent = pgTable(
  'official_content',
  {
    id: uuidPrimaryKey(),
    type: text('type', { enum: OFFICIAL_CONTENT_TYPES }).notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    content: text('content'),
    imageUrl: text('image_url'),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull().defaultNow(),
    /** When an event runs, for the timeline and the calendar feed; null for undated posts. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    version: editVersion(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('official_content_type_slug_uq').on(t.type, t.slug),
    index('official_content_type_publish_idx').on(t.type, t.publishDate.desc()),
    index('official_content_publish_idx').on(t.publishDate.desc()),
    // The quick search finds posts by a case-insensitive part of the title: trigrams let it use an index.
    index('official_content_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    check('official_content_type_valid', isOneOf(t.type, OFFICIAL_CONTENT_TYPES)),
    // A dated post has both instants, the end after the start.
    index('official_content_starts_idx').on(t.startsAt).where(sql`${t.startsAt} is not null`),
    check(
      'official_content_dates_valid',
      sql`(${t.startsAt} is null and ${t.endsAt} is null) or (${t.startsAt} is not null and ${t.endsAt} > ${t.startsAt})`,
    ),
  ],
);
