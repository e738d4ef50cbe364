/** UI copy for guides and their review, shown by the web app and sent by the server alike. */
export const GUIDE_MESSAGES = {
  signInToCreate: 'Please sign in to create a guide',
  mustBeLoggedIn: 'You must be logged in to create a guide.',
  titleTooShort: 'Title must be at least 5 characters long.',
  titleTooLong: 'Title must be at most 150 characters long.',
  contentTooShort: 'Content must be at least 100 characters long.',
  contentTooLong: 'Content is too long.',
  thumbnailInvalid: 'Please enter a valid image URL (jpg, jpeg, gif, png)',
  tagTooLong: 'Each tag must be at most 30 characters long.',
  tooManyTags: 'A guide can have at most 10 tags.',
  createFailed: 'Failed to create guide: {reason}',
  created: 'Guide created successfully!',
  updated: 'Guide updated and sent for review',
  updateFailed: 'Failed to update guide',
  listLoadFailed: 'Could not load guides',
  loadFailed: 'Failed to load guides',
  notFound: 'Guide not found',
  notFoundOrForbidden: "Guide not found or you don't have permission to view it",
  notPublished: 'This guide is not published yet',
  loadOneError: 'Error loading guide',
  loadOneFailed: 'Failed to load guide',
  approved: 'Guide approved',
  rejected: 'Guide rejected',
  statusFailed: 'Failed to update guide status',
  notYours: 'You can only edit guides you wrote',
  returnToGuides: 'Return to Guides',
  noGuides: 'No guides yet',
  noMatches: 'No guides match your search',
  approvedNotification: 'Your guide "{title}" was approved and is now published.',
  rejectedNotification: 'Your guide "{title}" was not approved.',
} as const;

/** The create-failed toast with the server's reason. */
export function guideCreateFailedMessage(reason: string): string {
  return GUIDE_MESSAGES.createFailed.replace('{reason}', reason);
}
