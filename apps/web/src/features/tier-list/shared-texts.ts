import { RATING_RANK_MIN_COUNT } from '@haven/shared/heroes/rating';
import { TIER_LIST_MESSAGES } from '@haven/shared/tier-list/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { activeI18n } from '../../lib/i18n';
import { formatCount } from '../../lib/numbers';
import { inPageLanguage, sharedTexts, withPageTexts } from '../../lib/shared-texts';

const tr = (text: MessageDescriptor) => activeI18n()._(text);

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const TIER_LIST_SHARED_TEXTS = sharedTexts(TIER_LIST_MESSAGES, {
  /** The home page's tier teaser: the mode and the tier it shows. */
  teaserHeading: (mode: string, tier: string) => msg`${mode}: tier ${tier}`,
  teaserLink: msg`Full tier list`,
  title: msg`Tier List`,
  intro: msg`Where the editors rank every hero in each game mode, from S+ (build your team around them) to D (there are better picks), beside the community's own rating.`,
  loadFailed: msg`Could not load the tier list`,
  noModes: msg`No game modes yet.`,
  modeNotFound: msg`Game mode not found`,
  noHeroes: msg`No heroes in this mode match your filters`,
  unranked: msg`Not ranked yet`,
  community: msg`Community rating`,
  /** Under a ranked hero's community rating: what the number is. */
  averageOf: (count: number) => msg`Average of ${count} ratings`,
  needsRatings: msg`Needs ${RATING_RANK_MIN_COUNT} ratings`,
  communityRule: msg`Community rating: the average of members' ratings from 1 to 5 stars, as on each hero's page; shown once a hero has ${RATING_RANK_MIN_COUNT} ratings.`,
  notRanked: msg`Not ranked`,
  tiersHeading: msg`Tiers`,
  seeTierList: msg`See the tier list`,
  modesLabel: msg`Game modes`,
  lastUpdated: (date: string) => msg`Last updated ${date}`,
  changeNotes: msg`What changed`,
  modeNameRequired: msg`Mode name is required`,
  modeNameTooLong: msg`Mode name must be 40 characters or fewer`,
  modeNameTaken: msg`A mode with this name already exists`,
  modeDescriptionTooLong: msg`Description must be 200 characters or fewer`,
  modesTooMany: msg`The tier list can have at most 12 modes`,
  modeCreated: msg`Mode added`,
  modeUpdated: msg`Mode saved`,
  modeDeleted: msg`Mode deleted`,
  modeDeleteFailed: msg`Failed to delete the mode`,
  noteRequired: msg`Say what changed in a short note`,
  noteTooLong: msg`The note must be 500 characters or fewer`,
  placementsInvalid: msg`Each hero can be placed once, in one of the tiers S+ to D`,
  unknownHero: msg`One of the heroes no longer exists; reload the editor`,
  saved: msg`Tier list saved`,
  reason: msg`Reason`,
  reasonFor: (name: string) => msg`Reason for ${name}`,
  reasonTooLong: msg`Each reason must be 300 characters or fewer`,
  noReason: msg`The editors have not written a reason yet.`,
  showReason: (name: string, tier: string) => msg`${name}, tier ${tier}: why`,
  openHero: (name: string) => msg`Open ${name}'s page`,
  movedUp: (from: string) => msg`Moved up from ${from}`,
  movedDown: (from: string) => msg`Moved down from ${from}`,
  newlyRanked: msg`Newly ranked`,
  notRankedShort: msg`Not ranked`,
  /** A move in a hero's tier history, such as 'A → S'. */
  move: (from: string, to: string) => msg`${from} → ${to}`,
  otherRoles: msg`Other`,
  saveFailed: msg`Failed to save the tier list`,
});

/** The shared messages, each read in the page's language, with the feature's own texts. */
export const TIER_LIST_TEXTS = withPageTexts(inPageLanguage(TIER_LIST_MESSAGES, TIER_LIST_SHARED_TEXTS), {
  /** A tier's name, such as 'Tier S+'. */
  tierLabel: (tier: string) => tr(msg`Tier ${tier}`),
  /** The editor's drop zone as it is named: the tier and how many heroes it holds ('Tier S, 2 heroes'). */
  zoneLabel: (label: string, count: number) => {
    const heroes = formatCount(count);
    return tr(msg`${label}, ${plural(count, { other: `${heroes} heroes` })}`);
  },
  /** A hero's name and its recent move, as its icon is named: 'Aldric, Moved up from A'. */
  nameAndMove: (name: string, move: string) => tr(msg`${name}, ${move}`),
});
