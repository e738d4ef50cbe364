import { PROFILE_MESSAGES } from '@haven/shared/profiles/messages';
import { msg } from '@lingui/core/macro';
import { inPageLanguage, sharedTexts } from '../../lib/shared-texts';

/** The profile forms' shared texts (field rules, refusals, toasts) from the catalog. */
export const PROFILE_TEXTS = sharedTexts(PROFILE_MESSAGES, {
  usernameTooShort: msg`Username must be at least 3 characters`,
  usernameTooLong: msg`Username must be at most 30 characters`,
  usernameFormat: msg`Username can only contain letters, numbers, and underscores`,
  usernameTaken: msg`Username is already taken`,
  setupComplete: msg`Profile setup complete!`,
  setupFailed: msg`Failed to set up profile`,
  setupAlreadyComplete: msg`Your profile is already set up. Change your username by editing your profile.`,
  createFailed: msg`Failed to create profile`,
  notFound: msg`Profile not found`,
  loadFailed: msg`Failed to load profile`,
  updated: msg`Profile updated successfully`,
  updateFailed: msg`Failed to update profile`,
  biographyTooLong: msg`Biography must be at most 500 characters`,
  locationTooLong: msg`Location must be at most 100 characters`,
  urlInvalid: msg`Please enter a valid URL`,
  urlExtension: msg`URL must end with .jpg, .jpeg, .png, or .gif`,
  twitterTooLong: msg`Twitter handle must be at most 15 characters`,
  discordTooLong: msg`Discord handle must be at most 32 characters`,
  youtubeTooLong: msg`YouTube handle must be at most 30 characters`,
  characterNameTooLong: msg`Character name must be at most 15 characters`,
  serverTooLong: msg`Server must be at most 8 characters`,
  characterClass: msg`Character class must be Guard, Scholar, Doctor or Gourmet`,
  characterLevel: msg`Character level must be a number from 0 to 220`,
  guildNameTooLong: msg`Guild name must be at most 15 characters`,
  guildRole: msg`Guild role must be Leader, Deputy, Secretary, Diplomat, Elite or Member`,
  loverNameTooLong: msg`Lover name must be at most 15 characters`,
  heirTooLong: msg`Heir name must be at most 15 characters`,
  heirFormat: msg`Heir name can only contain letters and spaces`,
  tooManyHeirs: msg`A profile can list at most 10 heirs`,
  avatarTooLarge: msg`Avatar image should be less than 2MB`,
  friendsSignIn: msg`Sign in to view this user's friends`,
  noFriends: msg`No friends yet`,
  favoriteOutfitRemoved: msg`Favorite outfit removed`,
  favoriteOutfitRemoveFailed: msg`Failed to remove favorite outfit`,
  favoriteOutfitLoadFailed: msg`Failed to load favorite outfit`,
  favoriteOutfitMissing: msg`Outfit information is missing`,
});

/** The profile forms' shared texts, each read in the page's language. */
export const profileTexts = inPageLanguage(PROFILE_MESSAGES, PROFILE_TEXTS);
