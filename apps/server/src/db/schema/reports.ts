import {
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_TARGET_KINDS,
} from '@haven/shared/moderation/constants';
import { REPORT_STATUSES } from '@haven/shared/reports/constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, uuidPrimaryKey } from './columns.ts';
import { memberRef, profiles } from './profiles.ts';

/**
 * A piece of member content that has been reported, once per item: the queue pages through the
 * items with open reports, and `open_count` is moved with each report so nothing is recounted.
 * The author is resolved by the server from the item itself.
 */
export const reportedItems = pgTable(
  'reported_items',
  {
    id: uuidPrimaryKey(),
    targetKind: text('target_kind', { enum: REPORT_TARGET_KINDS }).notNull(),
    targetId: text('target_id').notNull(),
    /** Null once the author's account is gone (a guide or team outlives it). */
    authorId: text('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    openCount: integer('open_count').notNull().default(0),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reported_items_target_uq').on(t.targetKind, t.targetId),
    // The queue: items with open reports, most recently reported first, and their count.
    index('reported_items_open_idx').on(t.lastReportedAt, t.id).where(sql`${t.openCount} > 0`),
    index('reported_items_author_idx').on(t.authorId),
    check('reported_items_kind_valid', isOneOf(t.targetKind, REPORT_TARGET_KINDS)),
    check('reported_items_open_count', sql`${t.openCount} >= 0`),
  ],
);

/** One member's report of an item: at most one open per member and item. */
export const reports = pgTable(
  'reports',
  {
    id: uuidPrimaryKey(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => reportedItems.id, { onDelete: 'cascade' }),
    reporterId: memberRef('reporter_id'),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_one_open_per_member_uq').on(t.itemId, t.reporterId).where(sql`${t.status} = 'open'`),
    index('reports_item_status_idx').on(t.itemId, t.status),
    index('reports_reporter_idx').on(t.reporterId),
    check('reports_reason_valid', isOneOf(t.reason, REPORT_REASONS)),
    check('reports_status_valid', isOneOf(t.status, REPORT_STATUSES)),
    check('reports_note_length', sql`char_length(${t.note}) <= ${sql.raw(String(REPORT_NOTE_MAX_LENGTH))}`),
  ],
);
