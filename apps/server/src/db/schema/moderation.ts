import {
  MODERATION_ACTIONS,
  MODERATION_REASON_MAX_LENGTH,
  MODERATION_TARGET_KINDS,
  RESTRICTION_KINDS,
} from '@haven/shared/moderation/constants';
import { and, gt, isNull, or, sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, isBetween, isOneOf, uuidPrimaryKey } from './columns.ts';
import { memberRef, profiles } from './profiles.ts';

/**
 * What admins did, for good: rows are only ever added. Names are copied in, and the people and
 * items are named by id without a foreign key, so an entry outlives whoever or whatever it names.
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuidPrimaryKey(),
    adminId: text('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    /** The member acted on, or the author of the item acted on. */
    memberId: text('member_id'),
    memberName: text('member_name'),
    /** The item acted on (a comment, guide, team, code, hero…), when the action is about one. */
    targetKind: text('target_kind', { enum: MODERATION_TARGET_KINDS }),
    targetId: text('target_id'),
    /** A short description of the item as it was (its title or the start of its text). */
    targetLabel: text('target_label'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('moderation_log_admin_idx').on(t.adminId, t.createdAt.desc()),
    index('moderation_log_member_idx').on(t.memberId, t.createdAt.desc()),
    index('moderation_log_action_idx').on(t.action, t.createdAt.desc()),
    check('moderation_log_action_valid', isOneOf(t.action, MODERATION_ACTIONS)),
    check(
      'moderation_log_target_kind_valid',
      sql`${t.targetKind} is null or ${isOneOf(t.targetKind, MODERATION_TARGET_KINDS)}`,
    ),
  ],
);

/**
 * Suspensions and bans. A suspension ends at `ends_at` by itself; a ban has none. Either can be
 * lifted early (`lifted_at`); a member has at most one restriction in force at a time.
 */
export const memberRestrictions = pgTable(
  'member_restrictions',
  {
    id: uuidPrimaryKey(),
    userId: memberRef('user_id'),
    kind: text('kind', { enum: RESTRICTION_KINDS }).notNull(),
    reason: text('reason').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: text('lifted_by').references(() => profiles.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The restriction in force is looked up with every signed-in request's viewer.
    index('member_restrictions_user_idx').on(t.userId, t.createdAt.desc()).where(sql`${t.liftedAt} is null`),
    check('member_restrictions_kind_valid', isOneOf(t.kind, RESTRICTION_KINDS)),
    check(
      'member_restrictions_reason_length',
      isBetween(sql`char_length(${t.reason})`, 1, MODERATION_REASON_MAX_LENGTH),
    ),
    check(
      'member_restrictions_ends_with_suspension',
      sql`(${t.kind} = 'suspension') = (${t.endsAt} is not null)`,
    ),
  ],
);

/** A restriction in force: not lifted, and a ban or a suspension that has not yet ended. */
export function restrictionInForce() {
  return and(
    isNull(memberRestrictions.liftedAt),
    or(isNull(memberRestrictions.endsAt), gt(memberRestrictions.endsAt, sql`now()`)),
  );
}
