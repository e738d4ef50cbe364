import { REALTIME_TOPICS } from '../common/realtime.ts';

/** How many heroes the top lists (highest rated, most picked) show. */
export const STATISTICS_TOP_HEROES = 10;
/** Members joined are counted per week (weeks start on Monday, UTC) over this many weeks. */
export const STATISTICS_WEEKS = 12;
/** Comments are counted per day (UTC) over this many days: the same twelve weeks. */
export const STATISTICS_DAYS = STATISTICS_WEEKS * 7;
/** How many guide tags the guides chart shows, most used first. */
export const STATISTICS_GUIDE_TAGS = 10;

/**
 * Every realtime topic whose writes change a figure on the statistics page: the roster and ratings,
 * comments on heroes and walls, Game Teams, shared teams, new members, guides, database entries
 * and the tier list.
 * The server's read cache and the page's query both go stale on any event of these.
 */
export const STATISTICS_TOPICS = [
  REALTIME_TOPICS.heroes,
  REALTIME_TOPICS.heroRatings,
  REALTIME_TOPICS.heroComments,
  REALTIME_TOPICS.gameTeam,
  REALTIME_TOPICS.teams,
  REALTIME_TOPICS.profiles,
  REALTIME_TOPICS.profileComments,
  REALTIME_TOPICS.guides,
  REALTIME_TOPICS.gameDatabase,
  REALTIME_TOPICS.tierList,
  REALTIME_TOPICS.banners,
] as const;
