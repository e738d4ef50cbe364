import { GUIDE_MESSAGES } from '@haven/shared/guides/messages';
import { msg, plural } from '@lingui/core/macro';
import { formatCount } from '../../lib/numbers';
import { inPageLanguage, sharedTexts } from '../../lib/shared-texts';

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const GUIDE_SHARED_TEXTS = sharedTexts(GUIDE_MESSAGES, {
  languageUnknown: msg`Choose one of the site’s languages`,
  signInToCreate: msg`Please sign in to create a guide`,
  mustBeLoggedIn: msg`You must be logged in to create a guide.`,
  titleTooShort: msg`Title must be at least 5 characters long.`,
  titleTooLong: msg`Title must be at most 150 characters long.`,
  contentTooShort: msg`Content must be at least 100 characters long.`,
  contentTooLong: msg`Content is too long.`,
  thumbnailInvalid: msg`Please enter a valid image URL (jpg, jpeg, gif, png)`,
  tagTooLong: msg`Each tag must be at most 30 characters long.`,
  tooManyTags: msg`A guide can have at most 10 tags.`,
  tooManyHeroes: msg`A guide can be about at most 5 heroes.`,
  duplicateHero: msg`Each hero can be chosen only once.`,
  unknownHero: msg`One of the chosen heroes no longer exists. Remove it and try again.`,
  createFailed: (reason: string) => msg`Failed to create guide: ${reason}`,
  created: msg`Guide created successfully!`,
  updated: msg`Guide updated and sent for review`,
  updateFailed: msg`Failed to update guide`,
  listLoadFailed: msg`Could not load guides`,
  loadFailed: msg`Failed to load guides`,
  notFound: msg`Guide not found`,
  notFoundOrForbidden: msg`Guide not found or you don't have permission to view it`,
  notPublished: msg`This guide is not published yet`,
  loadOneError: msg`Error loading guide`,
  loadOneFailed: msg`Failed to load guide`,
  approved: msg`Guide approved`,
  rejected: msg`Guide rejected`,
  statusFailed: msg`Failed to update guide status`,
  notYours: msg`You can only edit guides you wrote`,
  returnToGuides: msg`Return to Guides`,
  noGuides: msg`No guides yet`,
  noMatches: msg`No guides match your search`,
  heroGuidesTitle: (hero: string) => msg`Guides about ${hero}`,
  heroGuidesCountOne: (hero: string) => msg`1 guide about ${hero}`,
  heroGuidesCount: (hero: string, n: number) => {
    const guides = formatCount(n);
    return msg({
      message: plural(n, { one: `${guides} guide about ${hero}`, other: `${guides} guides about ${hero}` }),
    });
  },
  heroGuidesEmpty: (hero: string) => msg`No guides about ${hero} yet.`,
  heroGuidesLoadFailed: msg`Could not load the guides about this hero`,
  heroesInGuide: msg`Heroes in this guide`,
  heroFilterActive: msg`Showing only guides about one hero.`,
  authorFilterActive: (author: string) => msg`Showing only guides by ${author}.`,
  helpfulSignIn: msg`Please sign in to vote on guides`,
  helpfulOwnGuide: msg`You cannot vote on your own guide`,
  helpfulFailed: msg`Failed to register your vote`,
  linkCopied: msg`Guide link copied to clipboard`,
  copyFailed: msg`Failed to copy URL`,
  shareFailed: msg`Failed to share guide`,
  shared: msg`Guide shared successfully`,
  authorGuidesTitle: msg`Guides`,
  authorGuidesCountOne: msg`1 published guide`,
  authorGuidesCount: (n: number) => {
    const guides = formatCount(n);
    return msg({
      message: plural(n, { one: `${guides} published guide`, other: `${guides} published guides` }),
    });
  },
  authorGuidesEmpty: msg`No published guides yet.`,
  authorGuidesLoadFailed: msg`Could not load the guides of this member`,
});

/** The shared messages, each read in the page's language. */
export const GUIDE_TEXTS = inPageLanguage(GUIDE_MESSAGES, GUIDE_SHARED_TEXTS);
