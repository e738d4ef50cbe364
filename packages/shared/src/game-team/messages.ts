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
  alreadyIn: (hero: string) => `${hero} is already in your Game Team`,
  added: (hero: string) => `${hero} added to your Game Team`,
} as const;
