/** The editors' one-line verdict on a hero, at most (shown in link previews and search results). */
export const REVIEW_VERDICT_MAX_LENGTH = 200;
/** The review's overview, as sanitised HTML, at most. */
export const REVIEW_OVERVIEW_MAX_LENGTH = 20_000;
/** One strength or weakness, at most. */
export const REVIEW_POINT_MAX_LENGTH = 140;
/** How many strengths, and how many weaknesses, a review may list. */
export const REVIEW_POINTS_MAX = 6;
/** How many speciality tags one hero may carry. */
export const HERO_SPECIALITIES_MAX = 6;
/** A speciality tag's name, at most. */
export const SPECIALITY_NAME_MAX_LENGTH = 30;
/** How many speciality tags the vocabulary may hold. */
export const SPECIALITIES_MAX = 60;
