import type { OutfitGender } from '@haven/shared/outfits/constants';
import { OUTFIT_MESSAGES } from '@haven/shared/outfits/messages';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../../lib/i18n';

/** The shared messages in the page's language (the shared English ones are what the server says). */
export const outfitTexts = {
  loadFailed: () => activeI18n()._(msg`Could not load outfits`),
  loadOneFailed: () => activeI18n()._(msg`Could not load outfit details`),
  notFound: () => activeI18n()._(msg`Outfit Not Found`),
  notFoundDetail: () => activeI18n()._(msg`The outfit you're looking for doesn't exist or has been removed.`),
  invalidSlug: () => activeI18n()._(msg`Invalid outfit slug`),
  noResults: () => activeI18n()._(msg`No outfits found`),
  favoriteSignIn: () => activeI18n()._(msg`Please log in to favorite outfits`),
  favoriteAddFailed: () => activeI18n()._(msg`Could not add outfit to favorites`),
  favoriteRemoveFailed: () => activeI18n()._(msg`Could not remove outfit from favorites`),
  favoriteRemoved: () => activeI18n()._(msg`Outfit removed from favorites`),
  favoriteAdded: (name: string, gender: OutfitGender) =>
    activeI18n()._(msg`${name} added to favorites (${gender} version)`),
  linkCopied: () => activeI18n()._(msg`Link copied`),
  adminLoadFailed: () => activeI18n()._(msg`Failed to load outfits`),
  adminEmpty: () => activeI18n()._(msg`No outfits found. Try scanning the directories.`),
  updated: () => activeI18n()._(msg`Outfit updated successfully`),
  updateFailed: () => activeI18n()._(msg`Failed to update outfit`),
  scanFailed: () => activeI18n()._(msg`Failed to scan outfit directories`),
  scanFolderUnreadable: () =>
    activeI18n()._(
      msg`Failed to scan outfit directories: the outfits folder (OUTFITS_DIR) is missing or cannot be read`,
    ),
  scanRunning: () => activeI18n()._(msg`A scan is already running`),
  scanSaved: (count: number) => activeI18n()._(msg`Successfully updated ${count} outfits`),
  scanSaveFailed: (count: number) => activeI18n()._(msg`Failed to save ${count} outfits`),
  nameRequired: () => activeI18n()._(msg`Name is required`),
  tagTooLong: () => activeI18n()._(msg`Tags must be at most 30 characters`),
} satisfies { [Key in keyof typeof OUTFIT_MESSAGES]: unknown };

const TEXT_KEYS = new Map<string, keyof typeof outfitTexts>(
  Object.entries(OUTFIT_MESSAGES).flatMap(([key, text]) =>
    typeof text === 'string' ? [[text, key as keyof typeof outfitTexts] as const] : [],
  ),
);

/** A shared message (a field rule's or the server's) in the page's language; any other text as it is. */
export function translateOutfitTexts(text: string | undefined): string | undefined {
  const key = text === undefined ? undefined : TEXT_KEYS.get(text);
  const translate = key === undefined ? undefined : (outfitTexts[key] as unknown as () => string);
  return translate ? translate() : text;
}
