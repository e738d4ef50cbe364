import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../lib/i18n';

const tr = (text: MessageDescriptor) => activeI18n()._(text);

/**
 * The shared database messages in the page's language, read when drawn (English is the shared
 * text itself).
 */
export const DATABASE_TEXTS = {
  get loadFailed() {
    return tr(msg`Could not load the database`);
  },
  get loadOneFailed() {
    return tr(msg`Could not load this entry`);
  },
  get entryNotFound() {
    return tr(msg`Entry not found`);
  },
  get entryNotFoundDetail() {
    return tr(msg`The entry you're looking for doesn't exist or has been removed.`);
  },
  get categoryNotFound() {
    return tr(msg`Unknown database category`);
  },
  get noResults() {
    return tr(msg`No entries match your search`);
  },
  empty: (label: string) => tr(msg`No ${label.toLowerCase()} in the database yet.`),
  addFirst: (singular: string) => tr(msg`Add the first ${singular}`),
  get nameRequired() {
    return tr(msg`Name is required`);
  },
  get nameTooLong() {
    return tr(msg`Name must be at most 80 characters`);
  },
  get nameNoLetters() {
    return tr(msg`Name must contain letters or numbers`);
  },
  nameTaken: (label: string) => tr(msg`An entry with this name already exists in ${label}`),
  get categoryRequired() {
    return tr(msg`Category is required`);
  },
  get summaryTooLong() {
    return tr(msg`Summary must be at most 200 characters`);
  },
  get descriptionTooLong() {
    return tr(msg`Description is too long`);
  },
  get imageUrlInvalid() {
    return tr(msg`Please upload an image or enter a valid https image URL`);
  },
  get tagTooLong() {
    return tr(msg`Tags must be at most 30 characters`);
  },
  get tooManyTags() {
    return tr(msg`An entry can have at most 10 tags`);
  },
  get attributeIncomplete() {
    return tr(msg`Each attribute needs both a label and a value`);
  },
  get attributeTooLong() {
    return tr(msg`Attribute labels are at most 40 characters and values at most 120`);
  },
  get tooManyAttributes() {
    return tr(msg`An entry can have at most 20 attributes`);
  },
  get tooManyHeroes() {
    return tr(msg`An entry can name at most 10 related heroes`);
  },
  get heroNotFound() {
    return tr(msg`One of the related heroes no longer exists`);
  },
  get created() {
    return tr(msg`Entry created successfully`);
  },
  get updated() {
    return tr(msg`Entry updated successfully`);
  },
  get deleted() {
    return tr(msg`Entry deleted successfully`);
  },
  get saveFailed() {
    return tr(msg`Failed to save entry`);
  },
  get deleteFailed() {
    return tr(msg`Failed to delete entry`);
  },
  deleteConfirm: (name: string) => tr(msg`Delete "${name}"? This cannot be undone.`),
  get adminLoadFailed() {
    return tr(msg`Failed to load entries`);
  },
  get adminEmpty() {
    return tr(msg`No entries found`);
  },
  get pickerNoResults() {
    return tr(msg`No entries found`);
  },
  get pickerLoadFailed() {
    return tr(msg`Could not load entries`);
  },
};
