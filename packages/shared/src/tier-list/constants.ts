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
