import type { OfficialContentType } from '@haven/shared/home/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Each kind of post's page title. */
export const OFFICIAL_TITLE_TEXTS: Record<OfficialContentType, MessageDescriptor> = {
  news: msg`Official News`,
  updates: msg`Official Updates`,
  events: msg`Official Events`,
};

/** Each kind of post's tab between the lists. */
export const OFFICIAL_TAB_TEXTS: Record<OfficialContentType, MessageDescriptor> = {
  news: msg`News`,
  updates: msg`Updates`,
  events: msg`Events`,
};

/** What a list says while it loads. */
export const OFFICIAL_LOADING_TEXTS: Record<OfficialContentType, MessageDescriptor> = {
  news: msg`Loading official news...`,
  updates: msg`Loading official updates...`,
  events: msg`Loading official events...`,
};

/** What a list says when it could not load. */
export const OFFICIAL_LOAD_FAILED_TEXTS: Record<OfficialContentType, MessageDescriptor> = {
  news: msg`Failed to load news`,
  updates: msg`Failed to load updates`,
  events: msg`Failed to load events`,
};

/** The shared messages the admin's editor shows (toasts, the delete question, the empty list). */
export const OFFICIAL_ADMIN_TEXTS = {
  imageUploaded: msg`Image uploaded successfully`,
  updated: msg`Content updated successfully`,
  saved: msg`Content saved successfully`,
  saveFailed: msg`Failed to save content`,
  deleted: msg`Content deleted successfully`,
  deleteFailed: msg`Failed to delete content`,
  deleteConfirm: msg`Are you sure you want to delete this content?`,
};

/** The shared messages the public pages show. */
export const OFFICIAL_TEXTS = {
  loadOneFailed: msg`Failed to load content`,
  notFound: msg`Content not found`,
  empty: msg`Nothing published here yet. Check back soon!`,
};
