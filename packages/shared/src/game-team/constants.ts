/** Places in a member's Game Team. */
export const GAME_TEAM_SIZE = 5;
