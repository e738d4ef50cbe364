import {
  HERO_SPECIALITIES_MAX,
  REVIEW_POINT_MAX_LENGTH,
  REVIEW_POINTS_MAX,
  REVIEW_VERDICT_MAX_LENGTH,
  SPECIALITIES_MAX,
  SPECIALITY_NAME_MAX_LENGTH,
} from '@haven/shared/hero-reviews/constants';
import { HERO_REVIEW_MESSAGES } from '@haven/shared/hero-reviews/messages';
import { msg } from '@lingui/core/macro';
import { inPageLanguage, sharedTexts } from '../../lib/shared-texts';

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const HERO_REVIEW_SHARED_TEXTS = sharedTexts(HERO_REVIEW_MESSAGES, {
  heading: msg`Review`,
  editorHeading: msg`Review`,
  editorIntro: msg`The editors’ verdict, shown in the Review section of the hero’s page.`,
  verdict: msg`Verdict`,
  verdictHint: msg`One sentence, shown at the top of the review and in link previews.`,
  overview: msg`Overview`,
  strengths: msg`Strengths`,
  weaknesses: msg`Weaknesses`,
  specialities: msg`Specialities`,
  specialitiesHint: msg`Pick the tags that say what this hero is for.`,
  pointPlaceholder: msg`One short point`,
  addStrength: msg`Add strength`,
  addWeakness: msg`Add weakness`,
  tierHistory: msg`Tier history`,
  noHistory: msg`No tier changes yet.`,
  noReview: msg`The editors have not reviewed this hero yet.`,
  loadFailed: msg`Could not load the review`,
  save: msg`Save review`,
  saved: msg`Review saved`,
  saveFailed: msg`Failed to save the review`,
  heroNotFound: msg`Hero not found`,
  verdictTooLong: msg`The verdict must be ${REVIEW_VERDICT_MAX_LENGTH} characters or fewer`,
  overviewTooLong: msg`The overview is too long`,
  pointRequired: msg`Write the point or remove it`,
  pointTooLong: msg`Each point must be ${REVIEW_POINT_MAX_LENGTH} characters or fewer`,
  pointsTooMany: msg`List at most ${REVIEW_POINTS_MAX} points`,
  specialitiesTooMany: msg`Pick at most ${HERO_SPECIALITIES_MAX} specialities`,
  specialityUnknown: msg`One of the specialities no longer exists; reload the editor`,
  specialityNameRequired: msg`Tag name is required`,
  specialityNameTooLong: msg`Tag name must be ${SPECIALITY_NAME_MAX_LENGTH} characters or fewer`,
  specialityNameTaken: msg`A tag with this name already exists`,
  specialitiesFull: msg`The vocabulary can hold at most ${SPECIALITIES_MAX} tags`,
  specialityNotFound: msg`Tag not found`,
  specialityAdded: msg`Tag added`,
  specialityDeleted: msg`Tag deleted`,
  manageSpecialities: msg`Speciality tags`,
  manageSpecialitiesHint: msg`The tags every hero’s specialities are picked from. Deleting one removes it from every hero.`,
  newSpeciality: msg`New tag`,
  addSpeciality: msg`Add tag`,
});

/** The shared messages, each read in the page's language. */
export const HERO_REVIEW_TEXTS = inPageLanguage(HERO_REVIEW_MESSAGES, HERO_REVIEW_SHARED_TEXTS);
