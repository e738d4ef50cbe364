// Kept apart from the zod schemas so pages can use them without loading zod.
import type { OfficialContentType } from '../home/constants.ts';

/** Longest accepted title, description and content of an official post. */
export const OFFICIAL_TITLE_MAX_LENGTH = 150;
export const OFFICIAL_DESCRIPTION_MAX_LENGTH = 1000;
export const OFFICIAL_CONTENT_MAX_LENGTH = 100_000;

/** The list pages' titles and their load-failure texts, per type. */
export const OFFICIAL_TYPE_TITLES: Record<OfficialContentType, string> = {
  news: 'Official News',
  updates: 'Official Updates',
  events: 'Official Events',
};
export const OFFICIAL_TYPE_TABS: Record<OfficialContentType, string> = {
  news: 'News',
  updates: 'Updates',
  events: 'Events',
};

/** UI copy of official content, shown by the web app and sent by the server alike. */
export const OFFICIAL_CONTENT_MESSAGES = {
  loadFailed: {
    news: 'Failed to load news',
    updates: 'Failed to load updates',
    events: 'Failed to load events',
  } satisfies Record<OfficialContentType, string>,
  loadOneFailed: 'Failed to load content',
  invalidSlug: 'Invalid content slug',
  invalidType: 'Invalid content type',
  notFound: 'Content not found',
  imageUploaded: 'Image uploaded successfully',
  uploadFailed: 'Failed to upload image',
  updated: 'Content updated successfully',
  saved: 'Content saved successfully',
  saveFailed: 'Failed to save content',
  deleted: 'Content deleted successfully',
  deleteFailed: 'Failed to delete content',
  deleteConfirm: 'Are you sure you want to delete this content?',
  titleRequired: 'Title is required',
  titleNoLetters: 'Title needs at least one letter or digit',
  descriptionRequired: 'Description is required',
  publishDateInvalid: 'Enter a valid publish date',
  eventDatesInvalid: 'Enter a valid date and time',
  eventDatesBoth: 'Give both the start and the end, or neither',
  eventEndBeforeStart: 'The end must be after the start',
  imageUrlInvalid: 'Image must be uploaded here or be an https:// address',
  empty: 'Nothing published here yet. Check back soon!',
} as const;
