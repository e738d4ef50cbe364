/** Longest profile comment or reply, in characters. */
export const PROFILE_COMMENT_MAX_LENGTH = 500;
/** Below this many characters left, the counter turns to a warning colour. */
export const PROFILE_COMMENT_WARNING_REMAINING = 50;
/** Top-level comments per page of a profile wall (each shown with all of its replies). */
export const PROFILE_COMMENTS_PAGE_SIZE = 5;
/** Pages past this one are refused, so a crafted page number cannot ask for a huge offset. */
export const PROFILE_COMMENTS_PAGE_LIMIT = 1000;
/** Characters of the comment quoted in the notification it causes. */
export const PROFILE_COMMENT_NOTIFICATION_EXCERPT = 100;
