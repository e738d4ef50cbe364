/** What members comment on besides heroes and walls: a shared team's page or a published guide's. */
export const COMMENT_TARGET_KINDS = ['team', 'guide'] as const;
export type CommentTargetKind = (typeof COMMENT_TARGET_KINDS)[number];

/** Longest team or guide comment or reply, in characters. */
export const COMMUNITY_COMMENT_MAX_LENGTH = 500;
/** Below this many characters left, the counter turns to a warning colour. */
export const COMMUNITY_COMMENT_WARNING_REMAINING = 50;
/** Top-level comments per page (each shown with all of its replies). */
export const COMMUNITY_COMMENTS_PAGE_SIZE = 10;
/** Pages past this one are refused, so a crafted page number cannot ask for a huge offset. */
export const COMMUNITY_COMMENTS_PAGE_LIMIT = 1000;
/** Characters of the comment quoted in the notification it causes. */
export const COMMUNITY_COMMENT_NOTIFICATION_EXCERPT = 100;
