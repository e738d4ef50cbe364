import { QUICK_SEARCH_MAX_LENGTH } from '@haven/shared/search/constants';
import { SEARCH_MESSAGES } from '@haven/shared/search/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../lib/i18n';
import { inPageLanguage, sharedTexts } from '../../lib/shared-texts';

type Messages = typeof SEARCH_MESSAGES;

/** The quick search's shared texts from the catalog. */
export const SEARCH_TEXTS = sharedTexts(SEARCH_MESSAGES, {
  title: msg`Quick search`,
  open: msg`Search`,
  tooLong: msg`Search at most ${QUICK_SEARCH_MAX_LENGTH} characters`,
  keyboardHint: msg`Press / or Ctrl K to search`,
  placeholder: msg`Search heroes, guides, codes, outfits and more...`,
  inputLabel: msg`Search heroes, database, guides, news, codes, outfits, teams and members`,
  noResults: (q: string) => msg`No results for "${q}"`,
  tooShort: msg`Type at least two letters to search.`,
  loading: msg`Searching…`,
  loadFailed: msg`Search failed. Please try again.`,
  seeAllHeroes: (q: string) => msg`See all heroes matching "${q}"`,
  navigationHint: msg`↑ ↓ to move, Enter to open, Esc to close`,
  collectionHint: msg`Looking for more than heroes?`,
  collectionHintAction: msg`Search the whole site`,
  teamBy: (username: string) => msg`by ${username}`,
});

/** The quick search's texts, each read in the page's language. */
export const searchTexts = inPageLanguage(SEARCH_MESSAGES, SEARCH_TEXTS);

/** The groups' headings, in the order the dialog shows them. */
export const SEARCH_GROUP_TEXTS: Record<keyof Messages['groups'], MessageDescriptor> = {
  heroes: msg`Heroes`,
  entries: msg`Database`,
  guides: msg`Guides`,
  official: msg`News, Updates & Events`,
  codes: msg`Redeem Codes`,
  outfits: msg`Outfits`,
  teams: msg`Teams`,
  members: msg`Members`,
};

/** The kind shown beside each result. */
export const SEARCH_KIND_TEXTS: Record<keyof Messages['kinds'], MessageDescriptor> = {
  hero: msg`Hero`,
  guide: msg`Guide`,
  member: msg`Member`,
  activeCode: msg`Active`,
  expiredCode: msg`Expired`,
  outfit: msg`Outfit`,
  team: msg`Team`,
};

/** The kind shown beside an official post, by its type. */
export const SEARCH_OFFICIAL_KIND_TEXTS: Record<keyof Messages['officialKinds'], MessageDescriptor> = {
  news: msg`News`,
  updates: msg`Update`,
  events: msg`Event`,
};

/** A result's kind in the page's language. */
export function kindText(descriptor: MessageDescriptor): string {
  return activeI18n()._(descriptor);
}
