import { z } from 'zod';
import { pageOf } from '../common/schemas.ts';

/** A member the viewer has blocked, as the list in profile editing shows them. */
export const BlockedMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedMember = z.infer<typeof BlockedMemberSchema>;

export const BlockedMemberListSchema = pageOf(BlockedMemberSchema);
export type BlockedMemberList = z.infer<typeof BlockedMemberListSchema>;

export const BlockedMemberListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type BlockedMemberListQuery = z.infer<typeof BlockedMemberListQuerySchema>;

/** Every member the viewer has blocked, by id: the web collapses their comments. */
export const BlockedIdsSchema = z.object({ ids: z.array(z.string()) });
export type BlockedIds = z.infer<typeof BlockedIdsSchema>;

/** The answer of block and unblock: whether the viewer now blocks the member. */
export const BlockStatusSchema = z.object({ blocked: z.boolean() });
export type BlockStatus = z.infer<typeof BlockStatusSchema>;
