/** The editable pages' slugs. */
export const ABOUT_GAME_SLUG = 'about-game';

export const PAGE_TITLE_MAX_LENGTH = 150;
export const PAGE_CONTENT_MAX_LENGTH = 200_000;

/** UI copy of the about pages and their editor, shown by the web app and sent by the server alike. */
export const PAGE_MESSAGES = {
  loadFailed: 'Failed to load pages',
  saveFailed: 'Failed to save page',
  updated: 'Page updated successfully',
  contentLoadFailed: 'Failed to load page content',
  unsavedChanges: 'You have unsaved changes. Discard them?',
  titleRequired: 'Title is required',
  comingSoon: 'Content coming soon...',
  notFound: 'Page not found',
} as const;
