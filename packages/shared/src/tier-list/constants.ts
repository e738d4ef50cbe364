/** The tiers, best first. */
export const TIERS = ['S+', 'S', 'A', 'B', 'C', 'D'] as const;
export type Tier = (typeof TIERS)[number];

/** A game mode's name, at most. */
export const GAME_MODE_NAME_MAX_LENGTH = 40;
/** A game mode's one-line description, at most. */
export const GAME_MODE_DESCRIPTION_MAX_LENGTH = 200;
/** How many game modes the tier list may have. */
export const GAME_MODES_MAX = 12;
/** An editors' change note, at most. */
export const TIER_CHANGE_NOTE_MAX_LENGTH = 500;
/** How many change notes the tier list shows. */
export const TIER_CHANGE_NOTES_SHOWN = 5;
/** The editors' reason for a hero's place in one mode, at most. */
export const TIER_REASON_MAX_LENGTH = 300;
/** How many of a hero's tier moves per mode its page shows, newest first. */
export const TIER_HISTORY_SHOWN = 5;
/** For how many days a move is marked on the tier list. */
export const TIER_RECENT_MOVE_DAYS = 30;
/** How many heroes of the top tier the home page's teaser shows. */
export const TIER_TEASER_HEROES = 8;

/** Whether `to` is a better place than `from`; not ranked (null) is below every tier. */
export function isTierRaise(from: Tier | null, to: Tier | null): boolean {
  if (to === null) return false;
  if (from === null) return true;
  return TIERS.indexOf(to) < TIERS.indexOf(from);
}
