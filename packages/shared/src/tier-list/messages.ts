import { RATING_RANK_MIN_COUNT } from '../heroes/rating.ts';

/** UI copy for the tier list and its editor, shown by the web app and sent by the server alike. */
export const TIER_LIST_MESSAGES = {
  title: 'Tier List',
  intro:
    "Where the editors rank every hero in each game mode, from S+ (build your team around them) to D (there are better picks), beside the community's own rating.",
  loadFailed: 'Could not load the tier list',
  noModes: 'No game modes yet.',
  modeNotFound: 'Game mode not found',
  noHeroes: 'No heroes in this mode match your filters',
  unranked: 'Not ranked yet',
  community: 'Community rating',
  /** Under a ranked hero's community rating: what the number is. */
  averageOf: (count: number) => `Average of ${count} ratings`,
  needsRatings: `Needs ${RATING_RANK_MIN_COUNT} ratings`,
  communityRule: `Community rating: the average of members' ratings from 1 to 5 stars, as on each hero's page; shown once a hero has ${RATING_RANK_MIN_COUNT} ratings.`,
  notRanked: 'Not ranked',
  tiersHeading: 'Tiers',
  seeTierList: 'See the tier list',
  modesLabel: 'Game modes',
  lastUpdated: 'Last updated {date}',
  changeNotes: 'What changed',
  modeNameRequired: 'Mode name is required',
  modeNameTooLong: 'Mode name must be 40 characters or fewer',
  modeNameTaken: 'A mode with this name already exists',
  modeDescriptionTooLong: 'Description must be 200 characters or fewer',
  modesTooMany: 'The tier list can have at most 12 modes',
  modeCreated: 'Mode added',
  modeUpdated: 'Mode saved',
  modeDeleted: 'Mode deleted',
  modeDeleteFailed: 'Failed to delete the mode',
  noteRequired: 'Say what changed in a short note',
  noteTooLong: 'The note must be 500 characters or fewer',
  placementsInvalid: 'Each hero can be placed once, in one of the tiers S+ to D',
  unknownHero: 'One of the heroes no longer exists; reload the editor',
  saved: 'Tier list saved',
  saveFailed: 'Failed to save the tier list',
} as const;
