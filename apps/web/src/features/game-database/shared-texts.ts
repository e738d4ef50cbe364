import { DATABASE_MESSAGES } from '@haven/shared/game-database/messages';
import { msg } from '@lingui/core/macro';
import { inPageLanguage, sharedTexts } from '../../lib/shared-texts';

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const DATABASE_SHARED_TEXTS = sharedTexts(DATABASE_MESSAGES, {
  loadFailed: msg`Could not load the database`,
  loadOneFailed: msg`Could not load this entry`,
  entryNotFound: msg`Entry not found`,
  entryNotFoundDetail: msg`The entry you're looking for doesn't exist or has been removed.`,
  categoryNotFound: msg`Unknown database category`,
  noResults: msg`No entries match your search`,
  empty: (label: string) => msg`No ${label.toLowerCase()} in the database yet.`,
  addFirst: (singular: string) => msg`Add the first ${singular}`,
  nameRequired: msg`Name is required`,
  nameTooLong: msg`Name must be at most 80 characters`,
  nameNoLetters: msg`Name must contain letters or numbers`,
  nameTaken: (label: string) => msg`An entry with this name already exists in ${label}`,
  categoryRequired: msg`Category is required`,
  summaryTooLong: msg`Summary must be at most 200 characters`,
  descriptionTooLong: msg`Description is too long`,
  imageUrlInvalid: msg`Please upload an image or enter a valid https image URL`,
  tagTooLong: msg`Tags must be at most 30 characters`,
  tooManyTags: msg`An entry can have at most 10 tags`,
  attributeIncomplete: msg`Each attribute needs both a label and a value`,
  attributeTooLong: msg`Attribute labels are at most 40 characters and values at most 120`,
  tooManyAttributes: msg`An entry can have at most 20 attributes`,
  tooManyHeroes: msg`An entry can name at most 10 related heroes`,
  heroNotFound: msg`One of the related heroes no longer exists`,
  created: msg`Entry created successfully`,
  updated: msg`Entry updated successfully`,
  deleted: msg`Entry deleted successfully`,
  saveFailed: msg`Failed to save entry`,
  deleteFailed: msg`Failed to delete entry`,
  deleteConfirm: (name: string) => msg`Delete "${name}"? This cannot be undone.`,
  adminLoadFailed: msg`Failed to load entries`,
  adminEmpty: msg`No entries found`,
  pickerNoResults: msg`No entries found`,
  pickerLoadFailed: msg`Could not load entries`,
});

/** The shared messages, each read in the page's language. */
export const DATABASE_TEXTS = inPageLanguage(DATABASE_MESSAGES, DATABASE_SHARED_TEXTS);
