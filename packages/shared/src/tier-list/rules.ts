import { COMMUNITY_MIN_RATINGS, COMMUNITY_PRIOR_MEAN, COMMUNITY_PRIOR_WEIGHT } from './constants.ts';

/**
 * The community score of a hero from its ratings: their Bayesian average with a prior of
 * COMMUNITY_PRIOR_WEIGHT ratings of COMMUNITY_PRIOR_MEAN stars, to two decimals; null until the
 * hero has COMMUNITY_MIN_RATINGS ratings.
 */
export function communityScore(ratingSum: number, ratingCount: number): number | null {
  if (ratingCount < COMMUNITY_MIN_RATINGS) return null;
  const score =
    (ratingSum + COMMUNITY_PRIOR_MEAN * COMMUNITY_PRIOR_WEIGHT) / (ratingCount + COMMUNITY_PRIOR_WEIGHT);
  return Math.round(score * 100) / 100;
}
