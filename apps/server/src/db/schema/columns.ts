import { RARITIES, RARITY_SCORE } from '@haven/shared/heroes/constants';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

// Columns many tables share, each a function so every table gets its own builder.

/** A random UUID primary key. */
export const uuidPrimaryKey = () => uuid('id').primaryKey().defaultRandom();

/** When the row was made; the database sets it. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed; the database sets it on insert, writes set it after. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The edit version: 0 when made, raised by every save of the row's editor (decision 143). */
export const editVersion = () => integer('version').notNull().default(0);

/** created_at and updated_at together. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/**
 * A check's condition that `column` holds one of `values`: the list comes from the shared
 * constants, so the database allows exactly what the site offers.
 */
export const isOneOf = (column: AnyColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(','))})`;

/** A check's condition that `value` (a column, or an expression such as a text's length) lies from `min` to `max`. */
export const isBetween = (value: AnyColumn | SQL, min: number, max: number): SQL =>
  sql`${value} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`;

/**
 * A row's rarity as a number (RARITY_SCORE: LR 5 down to R 0), so lists sort best-first on an
 * index; `otherwise` for a rarity the list does not name (none, where rarity is optional).
 */
export const rarityRank = (otherwise: number): SQL =>
  sql.raw(
    `case rarity ${RARITIES.filter((rarity) => RARITY_SCORE[rarity] !== otherwise)
      .map((rarity) => `when '${rarity}' then ${RARITY_SCORE[rarity]}`)
      .join(' ')} else ${otherwise} end`,
  );
