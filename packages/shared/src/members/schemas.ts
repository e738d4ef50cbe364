import { z } from 'zod';
import { PasswordSchema } from '../auth/schemas.ts';
import { commaListParam } from '../common/schemas.ts';
import { MemberRestrictionSchema } from '../moderation/schemas.ts';
import { CHARACTER_CLASSES, lettersAndSpaces, PROFILE_LIMITS } from '../profiles/edit.ts';
import { PROFILE_MESSAGES } from '../profiles/messages.ts';
import { UsernameSchema } from '../profiles/schemas.ts';
import { DEFAULT_MEMBER_SORT, MEMBER_SEARCH_MAX_LENGTH, MEMBER_SORTS, MEMBER_TYPES } from './constants.ts';

export const MemberSortSchema = z.enum(MEMBER_SORTS);
export const MemberTypeSchema = z.enum(MEMBER_TYPES);

/** Where the next page starts: opaque to clients, made by the server from the last row's sort key and id. */
export const MemberCursorSchema = z.string().max(200);

const guildFormat = lettersAndSpaces('Guild name');

/** The directory's server filter: matches the profile's server exactly, in any case. */
export const MemberServerFilterSchema = z
  .string()
  .trim()
  .max(PROFILE_LIMITS.server, PROFILE_MESSAGES.serverTooLong);

/** The directory's guild filter: matches any guild name containing it, in any case. */
export const MemberGuildFilterSchema = z
  .string()
  .trim()
  .max(PROFILE_LIMITS.guildName, PROFILE_MESSAGES.guildNameTooLong)
  .regex(guildFormat.pattern, guildFormat.message);

export const CharacterClassFilterSchema = z.enum(CHARACTER_CLASSES, {
  error: PROFILE_MESSAGES.characterClass,
});

/**
 * The directory's query: search, sort, user type, the game filters (server, guild name and
 * character classes, comma-separated, any of them) and the cursor of the page to read.
 */
export const MemberListQuerySchema = z.object({
  search: z.string().trim().max(MEMBER_SEARCH_MAX_LENGTH).optional(),
  sort: MemberSortSchema.default(DEFAULT_MEMBER_SORT),
  type: MemberTypeSchema.default('all'),
  server: MemberServerFilterSchema.optional(),
  guild: MemberGuildFilterSchema.optional(),
  class: commaListParam(CharacterClassFilterSchema),
  cursor: MemberCursorSchema.optional(),
});
export type MemberListQuery = z.input<typeof MemberListQuerySchema>;

/** The admin table's query: newest first, searchable, paged the same way. */
export const AdminMemberListQuerySchema = z.object({
  search: z.string().trim().max(MEMBER_SEARCH_MAX_LENGTH).optional(),
  cursor: MemberCursorSchema.optional(),
});
export type AdminMemberListQuery = z.input<typeof AdminMemberListQuerySchema>;

/** A member as the directory and the admin table show them, with the game details the directory filters by. */
export const MemberCardSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  biography: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  server: z.string().nullable(),
  guildName: z.string().nullable(),
  characterClass: z.enum(CHARACTER_CLASSES).nullable(),
});
export type MemberCard = z.infer<typeof MemberCardSchema>;

/** A member as the admin Users table shows them: with their suspension or ban in force. */
export const AdminMemberCardSchema = MemberCardSchema.extend({
  restriction: MemberRestrictionSchema.nullable(),
});
export type AdminMemberCard = z.infer<typeof AdminMemberCardSchema>;

/** One page of the admin Users table. */
export const AdminMemberListResponseSchema = z.object({
  items: z.array(AdminMemberCardSchema),
  nextCursor: z.string().nullable(),
});
export type AdminMemberListResponse = z.infer<typeof AdminMemberListResponseSchema>;

/** One page of members; `nextCursor` is null on the last page. */
export const MemberListResponseSchema = z.object({
  items: z.array(MemberCardSchema),
  nextCursor: z.string().nullable(),
});
export type MemberListResponse = z.infer<typeof MemberListResponseSchema>;

/** An admin's edit of a member: username and admin flag, and a new password when one is typed (left out otherwise). */
export const AdminUpdateMemberRequestSchema = z.object({
  username: UsernameSchema,
  isAdmin: z.boolean(),
  newPassword: PasswordSchema.optional(),
});
export type AdminUpdateMemberRequest = z.infer<typeof AdminUpdateMemberRequestSchema>;
