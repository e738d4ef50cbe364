import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, editVersion, uuidPrimaryKey } from './columns.ts';
import { profiles } from './profiles.ts';

export const redeemCodes = pgTable(
  'redeem_codes',
  {
    id: uuidPrimaryKey(),
    code: text('code').notNull().unique(),
    description: text('description'),
    rewards: text('rewards').notNull(),
    expiresAt: date('expires_at'),
    isActive: boolean('is_active').notNull().default(true),
    /** When an admin switched the code off; null while it is on. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    version: editVersion(),
  },
  (t) => [
    index('redeem_codes_active_created_idx').on(t.isActive, t.createdAt.desc()),
    // Codes are typed by players, who do not mind case: ABC and abc are the same code.
    uniqueIndex('redeem_codes_code_lower_uq').on(sql`lower(${t.code})`),
    // The quick search finds codes by a case-insensitive part: trigrams let it use an index.
    index('redeem_codes_code_trgm_idx').using('gin', sql`lower(${t.code}) gin_trgm_ops`),
  ],
);
