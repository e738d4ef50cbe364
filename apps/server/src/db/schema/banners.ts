import {
  BANNER_ADVICE,
  BANNER_NAME_MAX_LENGTH,
  BANNER_REASON_MAX_LENGTH,
  BANNER_TYPES,
} from '@haven/shared/banners/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { editVersion, isBetween, isOneOf, timestamps, uuidPrimaryKey } from './columns.ts';
import { heroRef } from './heroes.ts';
import { profiles } from './profiles.ts';

/** A summoning banner: what it features, when it runs, and the editors' advice. */
export const banners = pgTable(
  'banners',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    type: text('type', { enum: BANNER_TYPES }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    imageUrl: text('image_url'),
    notes: text('notes').notNull().default(''),
    advice: text('advice', { enum: BANNER_ADVICE }).notNull(),
    adviceReason: text('advice_reason').notNull(),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    version: editVersion(),
    ...timestamps(),
  },
  (t) => [
    // Running and coming banners are read by their end; past ones newest first by their start.
    index('banners_ends_at_idx').on(t.endsAt, t.startsAt),
    index('banners_starts_at_idx').on(t.startsAt.desc()),
    check('banners_type_valid', isOneOf(t.type, BANNER_TYPES)),
    check('banners_advice_valid', isOneOf(t.advice, BANNER_ADVICE)),
    check('banners_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('banners_name_length', isBetween(sql`char_length(${t.name})`, 1, BANNER_NAME_MAX_LENGTH)),
    check(
      'banners_reason_length',
      isBetween(sql`char_length(${t.adviceReason})`, 1, BANNER_REASON_MAX_LENGTH),
    ),
  ],
);

/** The heroes a banner features, in the editors' order, each once. */
export const bannerHeroes = pgTable(
  'banner_heroes',
  {
    bannerId: uuid('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    heroId: heroRef(),
    isRateUp: boolean('is_rate_up').notNull().default(true),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.heroId] }), index('banner_heroes_hero_idx').on(t.heroId)],
);
