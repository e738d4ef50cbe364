import { MAX_COLLECTION_NOTE } from './constants.ts';

/** UI copy for the collection, shown by the web app and sent by the server alike. */
export const COLLECTION_MESSAGES = {
  pageTitle: 'My Collection',
  signIn: 'Please sign in to keep your collection',
  signInDescription:
    'Mark the heroes you own, with their level and stars, and keep them safely on your account.',
  loadFailed: 'Failed to load your collection',
  saveFailed: 'Failed to save your collection',
  empty: 'You have not marked any heroes yet. Tap a hero you own to add it to your collection.',
  noMatches: 'No heroes match these filters',
  notOwned: 'That hero is not in your collection',
  heroNotFound: 'Hero not found',
  levelRequired: 'Please enter a level',
  levelWhole: 'Level must be a whole number',
  levelRange: (min: number, max: number) => `Level must be between ${min} and ${max}`,
  starsRequired: 'Please choose the stars',
  starsRange: (min: number, max: number) => `Stars must be between ${min} and ${max}`,
  noteTooLong: `Note must be ${MAX_COLLECTION_NOTE} characters or less`,
  visibilityInvalid: 'Please choose who can see your collection',
  visibilitySaved: 'Collection visibility updated',
  entrySaved: (hero: string) => `${hero} updated`,
  added: (hero: string) => `${hero} added to your collection`,
  removed: (hero: string) => `${hero} removed from your collection`,
  privateCollection: 'This collection is private',
  friendsOnly: 'Only friends of this member can see their collection',
  ownHero: (stars: number, level: number) => `You own this hero — ★${stars}, level ${level}`,
  ownedShare: (percent: number) => `Owned by ${percent}% of members`,
  progress: (owned: number, total: number) => `${owned} of ${total} heroes`,
  importEmpty: 'The file holds no heroes',
  importUnreadable:
    'The file could not be read. Please choose a JSON or CSV file exported from your collection.',
  importVersion: (version: unknown) =>
    `This file's format version (${String(version)}) is not one this site reads`,
  importTooMany: 'The file holds too many rows',
  importRefused: 'Some rows were refused. Nothing was imported.',
  importUnknownHero: (hero: string) => `Unknown hero "${hero}"`,
  importDuplicate: (hero: string) => `${hero} appears more than once`,
  imported: (count: number) => `${count} ${count === 1 ? 'hero' : 'heroes'} imported`,
} as const;
