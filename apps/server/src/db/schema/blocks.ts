import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { memberRef } from './profiles.ts';

/**
 * One member blocking another: the blocked member can no longer reach the blocker. The key
 * (blocker, blocked) answers "has this member blocked that one" in one index lookup.
 */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: memberRef('blocker_id'),
    blockedId: memberRef('blocked_id'),
    createdAt: createdAt(),
    /**
     * When the blocked member asked the blocker for friendship (before or after the block): they
     * keep seeing their request pending, and the blocker sees nothing of it. Gone with the block.
     */
    friendRequestedAt: timestamp('friend_requested_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'member_blocks_pk', columns: [t.blockerId, t.blockedId] }),
    // The blocker's list, newest first.
    index('member_blocks_blocker_created_idx').on(t.blockerId, t.createdAt.desc()),
    // The other direction: removing a member removes the blocks against them.
    index('member_blocks_blocked_idx').on(t.blockedId),
    check('member_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
