import type {
  CollectionOwnedFilter,
  CollectionSort,
  CollectionVisibility,
} from '@haven/shared/collection/constants';
import { MAX_COLLECTION_NOTE } from '@haven/shared/collection/constants';
import { COLLECTION_MESSAGES } from '@haven/shared/collection/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatCount } from '../../lib/numbers';
import { inPageLanguage, sharedTexts } from '../../lib/shared-texts';

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const COLLECTION_TEXTS = sharedTexts(COLLECTION_MESSAGES, {
  pageTitle: msg`My Collection`,
  signIn: msg`Please sign in to keep your collection`,
  signInDescription: msg`Mark the heroes you own, with their level and stars, and keep them safely on your account.`,
  loadFailed: msg`Failed to load your collection`,
  saveFailed: msg`Failed to save your collection`,
  empty: msg`You have not marked any heroes yet. Tap a hero you own to add it to your collection.`,
  noMatches: msg`No heroes match these filters`,
  notOwned: msg`That hero is not in your collection`,
  heroNotFound: msg`Hero not found`,
  levelRequired: msg`Please enter a level`,
  levelWhole: msg`Level must be a whole number`,
  levelRange: (min: number, max: number) => msg`Level must be between ${min} and ${max}`,
  starsRequired: msg`Please choose the stars`,
  starsRange: (min: number, max: number) => msg`Stars must be between ${min} and ${max}`,
  noteTooLong: msg`Note must be ${MAX_COLLECTION_NOTE} characters or less`,
  visibilityInvalid: msg`Please choose who can see your collection`,
  visibilitySaved: msg`Collection visibility updated`,
  entrySaved: (hero: string) => msg`${hero} updated`,
  added: (hero: string) => msg`${hero} added to your collection`,
  removed: (hero: string) => msg`${hero} removed from your collection`,
  privateCollection: msg`This collection is private`,
  friendsOnly: msg`Only friends of this member can see their collection`,
  ownHero: (stars: number, level: number) => msg`You own this hero — ★${stars}, level ${level}`,
  ownedShare: (percent: number) => msg`Owned by ${percent}% of members`,
  progress: (owned: number, total: number) => msg`${owned} of ${total} heroes`,
  importEmpty: msg`The file holds no heroes`,
  importUnreadable: msg`The file could not be read. Please choose a JSON or CSV file exported from your collection.`,
  importVersion: (version: unknown) => {
    const shown = String(version);
    return msg`This file's format version (${shown}) is not one this site reads`;
  },
  importTooMany: msg`The file holds too many rows`,
  importRefused: msg`Some rows were refused. Nothing was imported.`,
  importUnknownHero: (hero: string) => msg`Unknown hero "${hero}"`,
  importDuplicate: (hero: string) => msg`${hero} appears more than once`,
  imported: (count: number) => {
    const heroes = formatCount(count);
    return msg`${plural(count, { one: `${heroes} hero imported`, other: `${heroes} heroes imported` })}`;
  },
});

/** The shared messages, each read in the page's language. */
export const collectionTexts = inPageLanguage(COLLECTION_MESSAGES, COLLECTION_TEXTS);

/** Who may see a collection, as its choice names it. */
export const COLLECTION_VISIBILITY_TEXTS: Record<CollectionVisibility, MessageDescriptor> = {
  public: msg`Everyone`,
  friends: msg`Friends only`,
  private: msg`Only me`,
};

/** The collection's owned filter. */
export const COLLECTION_OWNED_TEXTS: Record<CollectionOwnedFilter, MessageDescriptor> = {
  all: msg`All heroes`,
  owned: msg`Owned`,
  missing: msg`Not owned`,
};

/** The collection's sorts. */
export const COLLECTION_SORT_TEXTS: Record<CollectionSort, MessageDescriptor> = {
  rarity: msg`Rarity`,
  name: msg`Name`,
  level: msg`Level`,
  stars: msg`Stars`,
  recent: msg`Recently updated`,
};
