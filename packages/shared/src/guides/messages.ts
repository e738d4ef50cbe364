/** UI copy for guides and their review, shown by the web app and sent by the server alike. */
export const GUIDE_MESSAGES = {
  languageUnknown: 'Choose one of the site’s languages',
  signInToCreate: 'Please sign in to create a guide',
  mustBeLoggedIn: 'You must be logged in to create a guide.',
  titleTooShort: 'Title must be at least 5 characters long.',
  titleTooLong: 'Title must be at most 150 characters long.',
  contentTooShort: 'Content must be at least 100 characters long.',
  contentTooLong: 'Content is too long.',
  thumbnailInvalid: 'Please enter a valid image URL (jpg, jpeg, gif, png)',
  tagTooLong: 'Each tag must be at most 30 characters long.',
  tooManyTags: 'A guide can have at most 10 tags.',
  tooManyHeroes: 'A guide can be about at most 5 heroes.',
  duplicateHero: 'Each hero can be chosen only once.',
  unknownHero: 'One of the chosen heroes no longer exists. Remove it and try again.',
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
  heroGuidesTitle: 'Guides about {hero}',
  heroGuidesCount: '{n} guides about {hero}',
  heroGuidesCountOne: '1 guide about {hero}',
  heroGuidesEmpty: 'No guides about {hero} yet.',
  heroGuidesLoadFailed: 'Could not load the guides about this hero',
  heroesInGuide: 'Heroes in this guide',
  heroFilterActive: 'Showing only guides about one hero.',
  authorFilterActive: 'Showing only guides by {author}.',
  helpfulSignIn: 'Please sign in to vote on guides',
  helpfulOwnGuide: 'You cannot vote on your own guide',
  helpfulFailed: 'Failed to register your vote',
  linkCopied: 'Guide link copied to clipboard',
  copyFailed: 'Failed to copy URL',
  shareFailed: 'Failed to share guide',
  shared: 'Guide shared successfully',
  authorGuidesTitle: 'Guides',
  authorGuidesCount: '{n} published guides',
  authorGuidesCountOne: '1 published guide',
  authorGuidesEmpty: 'No published guides yet.',
  authorGuidesLoadFailed: 'Could not load the guides of this member',
} as const;

/** A hero-section text with the hero's name (and a count) filled in. */
export function heroGuidesText(template: string, hero: string, n = 0): string {
  return template.replace('{hero}', hero).replace('{n}', String(n));
}

/** A text with the author's username filled in. */
export function authorGuidesText(template: string, author: string, n = 0): string {
  return template.replace('{author}', author).replace('{n}', String(n));
}

/** The create-failed toast with the server's reason. */
export function guideCreateFailedMessage(reason: string): string {
  return GUIDE_MESSAGES.createFailed.replace('{reason}', reason);
}
