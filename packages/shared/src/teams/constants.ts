/** Heroes in a team, at positions 1 and 2 (top row) and 3, 4, 5 (bottom row). */
export const TEAM_SIZE = 5;
/** How a team is drawn: positions 1 and 2 on the top row, 3, 4 and 5 on the bottom row. */
export const TEAM_FORMATION_ROWS: readonly (readonly number[])[] = [
  [1, 2],
  [3, 4, 5],
];
/** The position drawn in the middle of the bottom row and labelled 'Main'. */
export const TEAM_MAIN_POSITION = 4;
/** Teams a member may keep at once. */
export const MAX_TEAMS_PER_MEMBER = 5;
/** Longest team name, in characters. */
export const TEAM_NAME_MAX_LENGTH = 50;
/** Cards per page of the public gallery. */
export const PUBLIC_TEAMS_PAGE_SIZE = 24;
/** Longest team notes, in characters. */
export const TEAM_NOTES_MAX_LENGTH = 1000;
/** A member's profile shows this many of their newest teams before 'See all'. */
export const MEMBER_TEAMS_SHOWN = 3;
/** Public gallery orders: `newest` is labelled Latest, `oldest` Oldest, `popular` (most votes) Most Popular. */
export const TEAM_SORTS = ['newest', 'oldest', 'popular'] as const;
export type TeamSort = (typeof TEAM_SORTS)[number];
export const TEAM_SORT_LABELS: Record<TeamSort, string> = {
  newest: 'Latest',
  oldest: 'Oldest',
  popular: 'Most Popular',
};

/**
 * Who finds a team: `public` in every list, search and the sitemap; `unlisted` only by its address
 * (kept out of search engines); `private` by its owner alone.
 */
export const TEAM_VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type TeamVisibility = (typeof TEAM_VISIBILITIES)[number];
export const TEAM_VISIBILITY_LABELS: Record<TeamVisibility, string> = {
  public: 'Public',
  unlisted: 'Unlisted (link only)',
  private: 'Private',
};
export const TEAM_VISIBILITY_HINTS: Record<TeamVisibility, string> = {
  public: 'Anyone can find it in Teams, search and on your profile.',
  unlisted: 'Only people with its link can open it.',
  private: 'Only you can see it.',
};

/**
 * 'Teams I can build' on the public gallery, for a member with a collection: `ready` lists the teams
 * whose every hero they own; `near` adds the teams they are one hero short of, naming that hero.
 */
export const TEAM_BUILD_FILTERS = ['ready', 'near'] as const;
export type TeamBuildFilter = (typeof TEAM_BUILD_FILTERS)[number];
/** The filter's choices; '' is every team. */
export const TEAM_BUILD_LABELS: Record<TeamBuildFilter | '', string> = {
  '': 'All teams',
  ready: 'Teams I can build',
  near: 'Teams I can build, or one hero short',
};
