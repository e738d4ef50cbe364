/** Members shown per directory page; a shorter page means the list has ended. */
export const MEMBERS_PAGE_SIZE = 20;

/** The directory's sorts, in the order the sort menu lists them. */
export const MEMBER_SORTS = ['username_asc', 'username_desc', 'newest', 'oldest'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const MEMBER_SORT_LABELS: Record<MemberSort, string> = {
  username_asc: 'Username (A-Z)',
  username_desc: 'Username (Z-A)',
  newest: 'Newest Members',
  oldest: 'Oldest Members',
};
export const DEFAULT_MEMBER_SORT: MemberSort = 'username_asc';

/** The directory's user type filter. */
export const MEMBER_TYPES = ['all', 'admins', 'members'] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];
export const MEMBER_TYPE_LABELS: Record<MemberType, string> = {
  all: 'All Users',
  admins: 'Admins Only',
  members: 'Regular Users',
};

/** Longest search text accepted: no username is longer. */
export const MEMBER_SEARCH_MAX_LENGTH = 30;

/** The directory waits this long after the last keystroke before it searches. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 500;
