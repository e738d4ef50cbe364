/**
 * A hero's rating, one definition everywhere: the plain average of its members' ratings (1 to 5
 * stars) to one decimal, always shown with how many ratings it is from. Heroes are ranked by it
 * (then by more ratings) once they have RATING_RANK_MIN_COUNT ratings: the collection's Rating
 * sort lists them first, and only they enter Highest Rated (home, statistics) or carry a score in
 * the tier list's community column. The SQL of the same rule is `ratingRankOrder` in the server's
 * heroes schema.
 */

/** Ratings a hero needs before it is ranked by its average. */
export const RATING_RANK_MIN_COUNT = 3;

/** A hero's rating: the average of a rating sum, to one decimal (halves up); 0 when nobody rated. */
export function averageRating(sum: number, count: number): number {
  // sum × 10 / count is exact at a half, so this rounds as SQL's round(numeric, 1) does.
  return count === 0 ? 0 : Math.round((sum * 10) / count) / 10;
}

/** True once a hero has enough ratings to be ranked by its average. */
export function isRatingRanked(count: number): boolean {
  return count >= RATING_RANK_MIN_COUNT;
}

/** What a rating ordering reads of a hero: the shown average and its count. */
export type RatedFigures = { averageRating: number; totalRatings: number };

/**
 * The rating order, best first: ranked heroes before the others, then the higher shown average,
 * then more ratings; unrated heroes last. Equal figures compare as 0 (callers add their own tie-break).
 */
export function compareByRating(a: RatedFigures, b: RatedFigures): number {
  return (
    Number(isRatingRanked(b.totalRatings)) - Number(isRatingRanked(a.totalRatings)) ||
    Number(b.totalRatings > 0) - Number(a.totalRatings > 0) ||
    b.averageRating - a.averageRating ||
    b.totalRatings - a.totalRatings
  );
}
