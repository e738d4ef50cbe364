import { z } from 'zod';

/**
 * The viewer's friendship with a member: none, a request the viewer sent and the member has
 * not answered, a request the member sent to the viewer, or friends.
 */
export const FRIENDSHIP_STATUSES = ['none', 'pending_sent', 'pending_received', 'friends'] as const;
export const FriendshipStatusSchema = z.enum(FRIENDSHIP_STATUSES);
export type FriendshipStatus = z.infer<typeof FriendshipStatusSchema>;

export const FriendshipSchema = z.object({ status: FriendshipStatusSchema });
export type Friendship = z.infer<typeof FriendshipSchema>;

/** The other member of a friendship route, by member id. */
