import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of the per-member (or, signed out, per-address) write limits, kept in
 * the database so every instance behind a load balancer counts the same calls.
 * One row per key and fixed window; rows whose window ended long ago are swept.
 */
export const writeLimit = pgTable('write_limit', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
