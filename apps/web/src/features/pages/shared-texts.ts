import { PAGE_MESSAGES } from '@haven/shared/pages/constants';
import { msg } from '@lingui/core/macro';
import { inPageLanguage, sharedTexts } from '../../lib/shared-texts';

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const PAGE_TEXTS = sharedTexts(PAGE_MESSAGES, {
  loadFailed: msg`Failed to load pages`,
  saveFailed: msg`Failed to save page`,
  updated: msg`Page updated successfully`,
  contentLoadFailed: msg`Failed to load page content`,
  unsavedChanges: msg`You have unsaved changes. Discard them?`,
  titleRequired: msg`Title is required`,
  comingSoon: msg`Content coming soon...`,
  notFound: msg`Page not found`,
});

/** The shared messages, each read in the page's language. */
export const pageTexts = inPageLanguage(PAGE_MESSAGES, PAGE_TEXTS);
