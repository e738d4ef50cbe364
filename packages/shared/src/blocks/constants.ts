/** Members one member may block at once; the web keeps all their ids to collapse comments. */
export const MAX_BLOCKED_MEMBERS = 500;

/** Blocked members per page of the list in profile editing. */
export const BLOCKED_MEMBERS_PAGE_SIZE = 20;
