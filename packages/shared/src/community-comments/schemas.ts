import { z } from 'zod';
import { commentContentSchema, threadPageQuerySchema, threadReplySchema } from '../common/comment-schemas.ts';
import { pageOf } from '../common/schemas.ts';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { CommentMentionsSchema } from '../mentions/schemas.ts';
import {
  COMMENT_TARGET_KINDS,
  COMMUNITY_COMMENT_MAX_LENGTH,
  COMMUNITY_COMMENTS_PAGE_LIMIT,
} from './constants.ts';
import { COMMUNITY_COMMENT_MESSAGES as M } from './messages.ts';

/** A team or guide comment as typed, 1–500 characters once trimmed. */
export const CommunityCommentContentSchema = commentContentSchema(COMMUNITY_COMMENT_MAX_LENGTH, M);

/** The text of a comment form: a new comment, a reply or an edit. */
export const CommunityCommentTextSchema = z.object({ content: CommunityCommentContentSchema });

/** A new comment: top level, or a reply to a top-level comment on the same team or guide. */
export const CreateCommunityCommentRequestSchema = CommunityCommentTextSchema.extend({
  parentId: z.uuid(M.notFound).nullish(),
  /** The language it is written in (English when absent). */
  language: z.enum(LANGUAGE_CODES).optional(),
});
export type CreateCommunityCommentRequest = z.infer<typeof CreateCommunityCommentRequestSchema>;

export const CommunityCommentListQuerySchema = threadPageQuerySchema(COMMUNITY_COMMENTS_PAGE_LIMIT);
export type CommunityCommentListQuery = z.input<typeof CommunityCommentListQuerySchema>;

export const CommunityReplySchema = threadReplySchema({
  targetKind: z.enum(COMMENT_TARGET_KINDS),
  /** The team's or guide's id. */
  targetId: z.string(),
  /** The language it was written in. */
  language: z.enum(LANGUAGE_CODES),
});
export type CommunityReply = z.infer<typeof CommunityReplySchema>;

/** A top-level comment with its replies, newest first. */
export const CommunityCommentSchema = CommunityReplySchema.extend({ replies: z.array(CommunityReplySchema) });
export type CommunityComment = z.infer<typeof CommunityCommentSchema>;

/**
 * One page of a team's or guide's comments, the same for every reader, with the preview cards of
 * the names its comments hold.
 */
export const CommunityCommentListSchema = pageOf(CommunityCommentSchema).extend({
  mentions: CommentMentionsSchema,
});
export type CommunityCommentList = z.infer<typeof CommunityCommentListSchema>;

/** A team addressed by id; a malformed id reads as an unknown team. */
export const TeamCommentsParamsSchema = z.object({ targetId: z.uuid(M.teamNotFound) });
/** A guide addressed by id; a malformed id reads as an unknown guide. */
export const GuideCommentsParamsSchema = z.object({ targetId: z.uuid(M.guideNotFound) });
/** A team or guide comment addressed by id; a malformed id reads as not found. */
export const CommunityCommentIdParamsSchema = z.object({ commentId: z.uuid(M.notFound) });
