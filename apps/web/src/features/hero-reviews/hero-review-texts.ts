import {
  HERO_SPECIALITIES_MAX,
  REVIEW_POINT_MAX_LENGTH,
  REVIEW_POINTS_MAX,
  REVIEW_VERDICT_MAX_LENGTH,
  SPECIALITIES_MAX,
  SPECIALITY_NAME_MAX_LENGTH,
} from '@haven/shared/hero-reviews/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../lib/i18n';

const tr = (text: MessageDescriptor) => activeI18n()._(text);

/**
 * The shared hero review messages in the page's language, read when drawn (English is the shared
 * text itself).
 */
export const HERO_REVIEW_TEXTS = {
  get heading() {
    return tr(msg`Review`);
  },
  get editorHeading() {
    return tr(msg`Review`);
  },
  get editorIntro() {
    return tr(msg`The editors’ verdict, shown in the Review section of the hero’s page.`);
  },
  get verdict() {
    return tr(msg`Verdict`);
  },
  get verdictHint() {
    return tr(msg`One sentence, shown at the top of the review and in link previews.`);
  },
  get overview() {
    return tr(msg`Overview`);
  },
  get strengths() {
    return tr(msg`Strengths`);
  },
  get weaknesses() {
    return tr(msg`Weaknesses`);
  },
  get specialities() {
    return tr(msg`Specialities`);
  },
  get specialitiesHint() {
    return tr(msg`Pick the tags that say what this hero is for.`);
  },
  get pointPlaceholder() {
    return tr(msg`One short point`);
  },
  get addStrength() {
    return tr(msg`Add strength`);
  },
  get addWeakness() {
    return tr(msg`Add weakness`);
  },
  get tierHistory() {
    return tr(msg`Tier history`);
  },
  get noHistory() {
    return tr(msg`No tier changes yet.`);
  },
  get noReview() {
    return tr(msg`The editors have not reviewed this hero yet.`);
  },
  get loadFailed() {
    return tr(msg`Could not load the review`);
  },
  get save() {
    return tr(msg`Save review`);
  },
  get saved() {
    return tr(msg`Review saved`);
  },
  get saveFailed() {
    return tr(msg`Failed to save the review`);
  },
  get heroNotFound() {
    return tr(msg`Hero not found`);
  },
  get verdictTooLong() {
    return tr(msg`The verdict must be ${REVIEW_VERDICT_MAX_LENGTH} characters or fewer`);
  },
  get overviewTooLong() {
    return tr(msg`The overview is too long`);
  },
  get pointRequired() {
    return tr(msg`Write the point or remove it`);
  },
  get pointTooLong() {
    return tr(msg`Each point must be ${REVIEW_POINT_MAX_LENGTH} characters or fewer`);
  },
  get pointsTooMany() {
    return tr(msg`List at most ${REVIEW_POINTS_MAX} points`);
  },
  get specialitiesTooMany() {
    return tr(msg`Pick at most ${HERO_SPECIALITIES_MAX} specialities`);
  },
  get specialityUnknown() {
    return tr(msg`One of the specialities no longer exists; reload the editor`);
  },
  get specialityNameRequired() {
    return tr(msg`Tag name is required`);
  },
  get specialityNameTooLong() {
    return tr(msg`Tag name must be ${SPECIALITY_NAME_MAX_LENGTH} characters or fewer`);
  },
  get specialityNameTaken() {
    return tr(msg`A tag with this name already exists`);
  },
  get specialitiesFull() {
    return tr(msg`The vocabulary can hold at most ${SPECIALITIES_MAX} tags`);
  },
  get specialityNotFound() {
    return tr(msg`Tag not found`);
  },
  get specialityAdded() {
    return tr(msg`Tag added`);
  },
  get specialityDeleted() {
    return tr(msg`Tag deleted`);
  },
  get manageSpecialities() {
    return tr(msg`Speciality tags`);
  },
  get manageSpecialitiesHint() {
    return tr(
      msg`The tags every hero’s specialities are picked from. Deleting one removes it from every hero.`,
    );
  },
  get newSpeciality() {
    return tr(msg`New tag`);
  },
  get addSpeciality() {
    return tr(msg`Add tag`);
  },
};
