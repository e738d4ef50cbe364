/** How many heroes the top lists (highest rated, most picked) show. */
export const STATISTICS_TOP_HEROES = 10;
/** A hero needs at least this many ratings to enter the highest-rated list, so one vote cannot top it. */
export const STATISTICS_MIN_RATINGS = 5;
/** Members joined are counted per week (weeks start on Monday, UTC) over this many weeks. */
export const STATISTICS_WEEKS = 12;
/** Comments are counted per day (UTC) over this many days: the same twelve weeks. */
export const STATISTICS_DAYS = STATISTICS_WEEKS * 7;
/** How many guide tags the guides chart shows, most used first. */
export const STATISTICS_GUIDE_TAGS = 10;
