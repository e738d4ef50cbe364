import { RATING_RANK_MIN_COUNT } from '@haven/shared/heroes/rating';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../lib/i18n';

const tr = (text: MessageDescriptor) => activeI18n()._(text);

/**
 * The shared tier list messages in the page's language, read when drawn (English is the shared
 * text itself).
 */
export const TIER_LIST_TEXTS = {
  /** A tier's name, such as 'Tier S+'. */
  tierLabel: (tier: string) => tr(msg`Tier ${tier}`),
  get title() {
    return tr(msg`Tier List`);
  },
  get intro() {
    return tr(
      msg`Where the editors rank every hero in each game mode, from S+ (build your team around them) to D (there are better picks), beside the community's own rating.`,
    );
  },
  get loadFailed() {
    return tr(msg`Could not load the tier list`);
  },
  get noModes() {
    return tr(msg`No game modes yet.`);
  },
  get modeNotFound() {
    return tr(msg`Game mode not found`);
  },
  get noHeroes() {
    return tr(msg`No heroes in this mode match your filters`);
  },
  get unranked() {
    return tr(msg`Not ranked yet`);
  },
  get community() {
    return tr(msg`Community rating`);
  },
  /** Under a ranked hero's community rating: what the number is. */
  averageOf: (count: number) => tr(msg`Average of ${count} ratings`),
  get needsRatings() {
    return tr(msg`Needs ${RATING_RANK_MIN_COUNT} ratings`);
  },
  get communityRule() {
    return tr(
      msg`Community rating: the average of members' ratings from 1 to 5 stars, as on each hero's page; shown once a hero has ${RATING_RANK_MIN_COUNT} ratings.`,
    );
  },
  get notRanked() {
    return tr(msg`Not ranked`);
  },
  get tiersHeading() {
    return tr(msg`Tiers`);
  },
  get seeTierList() {
    return tr(msg`See the tier list`);
  },
  get modesLabel() {
    return tr(msg`Game modes`);
  },
  lastUpdated: (date: string) => tr(msg`Last updated ${date}`),
  get changeNotes() {
    return tr(msg`What changed`);
  },
  get modeNameRequired() {
    return tr(msg`Mode name is required`);
  },
  get modeNameTooLong() {
    return tr(msg`Mode name must be 40 characters or fewer`);
  },
  get modeNameTaken() {
    return tr(msg`A mode with this name already exists`);
  },
  get modeDescriptionTooLong() {
    return tr(msg`Description must be 200 characters or fewer`);
  },
  get modesTooMany() {
    return tr(msg`The tier list can have at most 12 modes`);
  },
  get modeCreated() {
    return tr(msg`Mode added`);
  },
  get modeUpdated() {
    return tr(msg`Mode saved`);
  },
  get modeDeleted() {
    return tr(msg`Mode deleted`);
  },
  get modeDeleteFailed() {
    return tr(msg`Failed to delete the mode`);
  },
  get noteRequired() {
    return tr(msg`Say what changed in a short note`);
  },
  get noteTooLong() {
    return tr(msg`The note must be 500 characters or fewer`);
  },
  get placementsInvalid() {
    return tr(msg`Each hero can be placed once, in one of the tiers S+ to D`);
  },
  get unknownHero() {
    return tr(msg`One of the heroes no longer exists; reload the editor`);
  },
  get saved() {
    return tr(msg`Tier list saved`);
  },
  get reason() {
    return tr(msg`Reason`);
  },
  reasonFor: (name: string) => tr(msg`Reason for ${name}`),
  get reasonTooLong() {
    return tr(msg`Each reason must be 300 characters or fewer`);
  },
  get noReason() {
    return tr(msg`The editors have not written a reason yet.`);
  },
  showReason: (name: string, tier: string) => tr(msg`${name}, tier ${tier}: why`),
  openHero: (name: string) => tr(msg`Open ${name}'s page`),
  /** A hero's name and its recent move, as its icon is named: 'Aldric, Moved up from A'. */
  nameAndMove: (name: string, move: string) => tr(msg`${name}, ${move}`),
  movedUp: (from: string) => tr(msg`Moved up from ${from}`),
  movedDown: (from: string) => tr(msg`Moved down from ${from}`),
  get newlyRanked() {
    return tr(msg`Newly ranked`);
  },
  get notRankedShort() {
    return tr(msg`Not ranked`);
  },
  /** A move in a hero's tier history, such as 'A → S'. */
  move: (from: string, to: string) => tr(msg`${from} → ${to}`),
  get otherRoles() {
    return tr(msg`Other`);
  },
  get saveFailed() {
    return tr(msg`Failed to save the tier list`);
  },
};
