import { z } from 'zod';
import { commentContentSchema, threadPageQuerySchema, threadReplySchema } from '../common/comment-schemas.ts';
import { pageOf } from '../common/schemas.ts';
import { CommentMentionsSchema } from '../mentions/schemas.ts';
import { PROFILE_COMMENT_MAX_LENGTH, PROFILE_COMMENTS_PAGE_LIMIT } from './constants.ts';
import { PROFILE_COMMENT_MESSAGES as M } from './messages.ts';

/** A wall comment as typed, 1–500 characters once trimmed. */
export const ProfileCommentContentSchema = commentContentSchema(PROFILE_COMMENT_MAX_LENGTH, M);

/** A new comment on a wall: top level, or a reply to a top-level comment of the same wall. */
export const CreateProfileCommentRequestSchema = z.object({
  content: ProfileCommentContentSchema,
  parentId: z.uuid(M.notFound).nullish(),
});
export type CreateProfileCommentRequest = z.infer<typeof CreateProfileCommentRequestSchema>;

export const UpdateProfileCommentRequestSchema = z.object({ content: ProfileCommentContentSchema });

export const ProfileCommentListQuerySchema = threadPageQuerySchema(PROFILE_COMMENTS_PAGE_LIMIT);
export type ProfileCommentListQuery = z.input<typeof ProfileCommentListQuerySchema>;

export const ProfileReplySchema = threadReplySchema({ profileId: z.string() });
export type ProfileReply = z.infer<typeof ProfileReplySchema>;

/** A top-level comment with its replies, newest first. */
export const ProfileCommentSchema = ProfileReplySchema.extend({ replies: z.array(ProfileReplySchema) });
export type ProfileComment = z.infer<typeof ProfileCommentSchema>;

/** Who is reading a wall, and whether they may start a top-level comment on it (owner or friend). */
export const WallViewerSchema = z.object({ id: z.string(), isAdmin: z.boolean(), canComment: z.boolean() });
export type WallViewer = z.infer<typeof WallViewerSchema>;

/**
 * One page of a wall with the preview cards of the names its comments hold; `viewer` is null in
 * the answer shared by all and filled in per member.
 */
export const ProfileCommentListSchema = pageOf(ProfileCommentSchema).extend({
  viewer: WallViewerSchema.nullable(),
  mentions: CommentMentionsSchema,
});
export type ProfileCommentList = z.infer<typeof ProfileCommentListSchema>;

/** A member's wall addressed by their id; a malformed id reads as an unknown profile. */
export const ProfileCommentsParamsSchema = z.object({ profileId: z.string().min(1).max(100) });
/** A wall comment addressed by id; a malformed id reads as not found. */
export const ProfileCommentIdParamsSchema = z.object({ commentId: z.uuid(M.notFound) });
