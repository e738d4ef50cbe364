import { MAX_COLLECTION_NOTE } from '@haven/shared/collection/constants';
import { COLLECTION_MESSAGES } from '@haven/shared/collection/messages';
import { msg, plural } from '@lingui/core/macro';
import { activeI18n } from '../../../lib/i18n';

/** The shared messages in the page's language (the shared English ones are what the server says). */
export const collectionTexts = {
  pageTitle: () => activeI18n()._(msg`My Collection`),
  signIn: () => activeI18n()._(msg`Please sign in to keep your collection`),
  signInDescription: () =>
    activeI18n()._(
      msg`Mark the heroes you own, with their level and stars, and keep them safely on your account.`,
    ),
  loadFailed: () => activeI18n()._(msg`Failed to load your collection`),
  saveFailed: () => activeI18n()._(msg`Failed to save your collection`),
  empty: () =>
    activeI18n()._(msg`You have not marked any heroes yet. Tap a hero you own to add it to your collection.`),
  noMatches: () => activeI18n()._(msg`No heroes match these filters`),
  notOwned: () => activeI18n()._(msg`That hero is not in your collection`),
  heroNotFound: () => activeI18n()._(msg`Hero not found`),
  levelRequired: () => activeI18n()._(msg`Please enter a level`),
  levelWhole: () => activeI18n()._(msg`Level must be a whole number`),
  levelRange: (min: number, max: number) => activeI18n()._(msg`Level must be between ${min} and ${max}`),
  starsRequired: () => activeI18n()._(msg`Please choose the stars`),
  starsRange: (min: number, max: number) => activeI18n()._(msg`Stars must be between ${min} and ${max}`),
  noteTooLong: () => activeI18n()._(msg`Note must be ${MAX_COLLECTION_NOTE} characters or less`),
  visibilityInvalid: () => activeI18n()._(msg`Please choose who can see your collection`),
  visibilitySaved: () => activeI18n()._(msg`Collection visibility updated`),
  entrySaved: (hero: string) => activeI18n()._(msg`${hero} updated`),
  added: (hero: string) => activeI18n()._(msg`${hero} added to your collection`),
  removed: (hero: string) => activeI18n()._(msg`${hero} removed from your collection`),
  privateCollection: () => activeI18n()._(msg`This collection is private`),
  friendsOnly: () => activeI18n()._(msg`Only friends of this member can see their collection`),
  ownHero: (stars: number, level: number) =>
    activeI18n()._(msg`You own this hero — ★${stars}, level ${level}`),
  ownedShare: (percent: number) => activeI18n()._(msg`Owned by ${percent}% of members`),
  progress: (owned: number, total: number) => activeI18n()._(msg`${owned} of ${total} heroes`),
  importEmpty: () => activeI18n()._(msg`The file holds no heroes`),
  importUnreadable: () =>
    activeI18n()._(
      msg`The file could not be read. Please choose a JSON or CSV file exported from your collection.`,
    ),
  importVersion: (version: unknown) => {
    const shown = String(version);
    return activeI18n()._(msg`This file's format version (${shown}) is not one this site reads`);
  },
  importTooMany: () => activeI18n()._(msg`The file holds too many rows`),
  importRefused: () => activeI18n()._(msg`Some rows were refused. Nothing was imported.`),
  importUnknownHero: (hero: string) => activeI18n()._(msg`Unknown hero "${hero}"`),
  importDuplicate: (hero: string) => activeI18n()._(msg`${hero} appears more than once`),
  imported: (count: number) =>
    activeI18n()._(msg`${plural(count, { one: '# hero imported', other: '# heroes imported' })}`),
} satisfies { [Key in keyof typeof COLLECTION_MESSAGES]: unknown };

const TEXT_KEYS = new Map<string, keyof typeof collectionTexts>(
  Object.entries(COLLECTION_MESSAGES).flatMap(([key, text]) =>
    typeof text === 'string' ? [[text, key as keyof typeof collectionTexts] as const] : [],
  ),
);

/** A shared message (a field rule's or the server's) in the page's language; any other text as it is. */
export function translateCollectionTexts(text: string | undefined): string | undefined {
  const key = text === undefined ? undefined : TEXT_KEYS.get(text);
  const translate = key === undefined ? undefined : (collectionTexts[key] as unknown as () => string);
  return translate ? translate() : text;
}
