/** UI copy for the Game Team, shown by the web app and sent by the server alike. */
export const GAME_TEAM_MESSAGES = {
  signIn: 'Please log in to add heroes to your Game Team',
  full: 'Your Game Team is full. Please remove a hero before adding a new one.',
  addFailed: 'Failed to add hero to Game Team',
  positionRequired: 'Please choose a position',
  positionTaken: 'That position is already taken',
  loadFailed: 'Failed to load hero roster',
  removeFailed: 'Failed to remove hero',
  removed: 'Hero removed from your Game Team',
  mainFailed: 'Failed to update main hero',
  mainUpdated: 'Main hero updated',
  notInTeam: 'That hero is not in your Game Team',
  notYourTeam: 'You can only change your own Game Team',
  mainSlotOnly: 'Only the hero in slot 4 can be made the main hero',
  alreadyMain: 'That hero is already your main hero',
  alreadyIn: (hero: string) => `${hero} is already in your Game Team`,
  added: (hero: string) => `${hero} added to your Game Team`,
} as const;
