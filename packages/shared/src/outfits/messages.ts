import type { OutfitGender } from './constants.ts';

/** UI copy for outfits and favourite outfits, shown by the web app and sent by the server alike. */
export const OUTFIT_MESSAGES = {
  loadFailed: 'Could not load outfits',
  loadOneFailed: 'Could not load outfit details',
  notFound: 'Outfit Not Found',
  notFoundDetail: "The outfit you're looking for doesn't exist or has been removed.",
  invalidSlug: 'Invalid outfit slug',
  noResults: 'No outfits found',
  favoriteSignIn: 'Please log in to favorite outfits',
  favoriteAddFailed: 'Could not add outfit to favorites',
  favoriteRemoveFailed: 'Could not remove outfit from favorites',
  favoriteRemoved: 'Outfit removed from favorites',
  favoriteAdded: (name: string, gender: OutfitGender) => `${name} added to favorites (${gender} version)`,
  linkCopied: 'Link copied',
  adminLoadFailed: 'Failed to load outfits',
  adminEmpty: 'No outfits found. Try scanning the directories.',
  updated: 'Outfit updated successfully',
  updateFailed: 'Failed to update outfit',
  scanFailed: 'Failed to scan outfit directories',
  scanFolderUnreadable:
    'Failed to scan outfit directories: the outfits folder (OUTFITS_DIR) is missing or cannot be read',
  scanRunning: 'A scan is already running',
  scanSaved: (count: number) => `Successfully updated ${count} outfits`,
  scanSaveFailed: (count: number) => `Failed to save ${count} outfits`,
  nameRequired: 'Name is required',
  tagTooLong: 'Tags must be at most 30 characters',
} as const;
