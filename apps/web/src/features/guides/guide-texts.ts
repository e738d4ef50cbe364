import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { activeI18n } from '../../lib/i18n';

const tr = (text: MessageDescriptor) => activeI18n()._(text);

/**
 * The shared guide messages in the page's language, read when drawn (English is the shared
 * text itself).
 */
export const GUIDE_TEXTS = {
  get signInToCreate() {
    return tr(msg`Please sign in to create a guide`);
  },
  get mustBeLoggedIn() {
    return tr(msg`You must be logged in to create a guide.`);
  },
  get titleTooShort() {
    return tr(msg`Title must be at least 5 characters long.`);
  },
  get titleTooLong() {
    return tr(msg`Title must be at most 150 characters long.`);
  },
  get contentTooShort() {
    return tr(msg`Content must be at least 100 characters long.`);
  },
  get contentTooLong() {
    return tr(msg`Content is too long.`);
  },
  get thumbnailInvalid() {
    return tr(msg`Please enter a valid image URL (jpg, jpeg, gif, png)`);
  },
  get tagTooLong() {
    return tr(msg`Each tag must be at most 30 characters long.`);
  },
  get tooManyTags() {
    return tr(msg`A guide can have at most 10 tags.`);
  },
  get tooManyHeroes() {
    return tr(msg`A guide can be about at most 5 heroes.`);
  },
  get duplicateHero() {
    return tr(msg`Each hero can be chosen only once.`);
  },
  get unknownHero() {
    return tr(msg`One of the chosen heroes no longer exists. Remove it and try again.`);
  },
  createFailed: (reason: string) => tr(msg`Failed to create guide: ${reason}`),
  get created() {
    return tr(msg`Guide created successfully!`);
  },
  get updated() {
    return tr(msg`Guide updated and sent for review`);
  },
  get updateFailed() {
    return tr(msg`Failed to update guide`);
  },
  get listLoadFailed() {
    return tr(msg`Could not load guides`);
  },
  get loadFailed() {
    return tr(msg`Failed to load guides`);
  },
  get notFound() {
    return tr(msg`Guide not found`);
  },
  get notFoundOrForbidden() {
    return tr(msg`Guide not found or you don't have permission to view it`);
  },
  get notPublished() {
    return tr(msg`This guide is not published yet`);
  },
  get loadOneError() {
    return tr(msg`Error loading guide`);
  },
  get loadOneFailed() {
    return tr(msg`Failed to load guide`);
  },
  get approved() {
    return tr(msg`Guide approved`);
  },
  get rejected() {
    return tr(msg`Guide rejected`);
  },
  get statusFailed() {
    return tr(msg`Failed to update guide status`);
  },
  get notYours() {
    return tr(msg`You can only edit guides you wrote`);
  },
  get returnToGuides() {
    return tr(msg`Return to Guides`);
  },
  get noGuides() {
    return tr(msg`No guides yet`);
  },
  get noMatches() {
    return tr(msg`No guides match your search`);
  },
  heroGuidesTitle: (hero: string) => tr(msg`Guides about ${hero}`),
  heroGuidesCount: (hero: string, n: number) =>
    tr(msg({ message: plural(n, { one: `# guide about ${hero}`, other: `# guides about ${hero}` }) })),

  heroGuidesEmpty: (hero: string) => tr(msg`No guides about ${hero} yet.`),
  get heroGuidesLoadFailed() {
    return tr(msg`Could not load the guides about this hero`);
  },
  get heroesInGuide() {
    return tr(msg`Heroes in this guide`);
  },
  get heroFilterActive() {
    return tr(msg`Showing only guides about one hero.`);
  },
  authorFilterActive: (author: string) => tr(msg`Showing only guides by ${author}.`),
  get helpfulSignIn() {
    return tr(msg`Please sign in to vote on guides`);
  },
  get helpfulOwnGuide() {
    return tr(msg`You cannot vote on your own guide`);
  },
  get helpfulFailed() {
    return tr(msg`Failed to register your vote`);
  },
  get linkCopied() {
    return tr(msg`Guide link copied to clipboard`);
  },
  get copyFailed() {
    return tr(msg`Failed to copy URL`);
  },
  get shareFailed() {
    return tr(msg`Failed to share guide`);
  },
  get shared() {
    return tr(msg`Guide shared successfully`);
  },
  get authorGuidesTitle() {
    return tr(msg`Guides`);
  },
  authorGuidesCount: (n: number) =>
    tr(msg({ message: plural(n, { one: '# published guide', other: '# published guides' }) })),
  get authorGuidesEmpty() {
    return tr(msg`No published guides yet.`);
  },
  get authorGuidesLoadFailed() {
    return tr(msg`Could not load the guides of this member`);
  },
};
