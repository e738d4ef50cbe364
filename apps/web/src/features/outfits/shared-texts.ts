import type { OutfitGender } from '@haven/shared/outfits/constants';
import { OUTFIT_MESSAGES } from '@haven/shared/outfits/messages';
import { msg } from '@lingui/core/macro';
import { inPageLanguage, sharedTexts } from '../../lib/shared-texts';

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const OUTFIT_TEXTS = sharedTexts(OUTFIT_MESSAGES, {
  loadFailed: msg`Could not load outfits`,
  loadOneFailed: msg`Could not load outfit details`,
  notFound: msg`Outfit Not Found`,
  notFoundDetail: msg`The outfit you're looking for doesn't exist or has been removed.`,
  invalidSlug: msg`Invalid outfit slug`,
  noResults: msg`No outfits found`,
  favoriteSignIn: msg`Please log in to favorite outfits`,
  favoriteAddFailed: msg`Could not add outfit to favorites`,
  favoriteRemoveFailed: msg`Could not remove outfit from favorites`,
  favoriteRemoved: msg`Outfit removed from favorites`,
  favoriteAdded: (name: string, gender: OutfitGender) => msg`${name} added to favorites (${gender} version)`,
  linkCopied: msg`Link copied`,
  adminLoadFailed: msg`Failed to load outfits`,
  adminEmpty: msg`No outfits found. Try scanning the directories.`,
  updated: msg`Outfit updated successfully`,
  updateFailed: msg`Failed to update outfit`,
  scanFailed: msg`Failed to scan outfit directories`,
  scanFolderUnreadable: msg`Failed to scan outfit directories: the outfits folder (OUTFITS_DIR) is missing or cannot be read`,
  scanRunning: msg`A scan is already running`,
  scanSaved: (count: number) => msg`Successfully updated ${count} outfits`,
  scanSaveFailed: (count: number) => msg`Failed to save ${count} outfits`,
  nameRequired: msg`Name is required`,
  tagTooLong: msg`Tags must be at most 30 characters`,
});

/** The shared messages, each read in the page's language. */
export const outfitTexts = inPageLanguage(OUTFIT_MESSAGES, OUTFIT_TEXTS);
