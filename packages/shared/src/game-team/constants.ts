/** Places in a member's Game Team. */
export const GAME_TEAM_SIZE = 5;
/** The slot whose hero may be made the main hero. */
export const GAME_TEAM_MAIN_SLOT = 4;
