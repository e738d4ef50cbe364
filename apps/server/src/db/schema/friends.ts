import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, uuidPrimaryKey } from './columns.ts';
import { memberRef } from './profiles.ts';

export const relationships = pgTable(
  'relationships',
  {
    id: uuidPrimaryKey(),
    userId: memberRef('user_id'),
    relatedUserId: memberRef('related_user_id'),
    type: text('type', { enum: ['friend', 'pending'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('relationships_pair_uq').on(t.userId, t.relatedUserId),
    index('relationships_related_idx').on(t.relatedUserId),
    check('relationships_type_valid', sql`${t.type} in ('friend','pending')`),
    check('relationships_not_self', sql`${t.userId} <> ${t.relatedUserId}`),
  ],
);
