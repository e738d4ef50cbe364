import type { SEARCH_MESSAGES } from '@haven/shared/search/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../../lib/i18n';

type Messages = typeof SEARCH_MESSAGES;

/** The quick search's texts in the page's language. */
export const searchTexts = {
  title: () => activeI18n()._(msg`Quick search`),
  placeholder: () => activeI18n()._(msg`Search heroes, guides, codes, outfits and more...`),
  inputLabel: () =>
    activeI18n()._(msg`Search heroes, database, guides, news, codes, outfits, teams and members`),
  noResults: (q: string) => activeI18n()._(msg`No results for "${q}"`),
  tooShort: () => activeI18n()._(msg`Type at least two letters to search.`),
  loading: () => activeI18n()._(msg`Searching…`),
  loadFailed: () => activeI18n()._(msg`Search failed. Please try again.`),
  seeAllHeroes: (q: string) => activeI18n()._(msg`See all heroes matching "${q}"`),
  navigationHint: () => activeI18n()._(msg`↑ ↓ to move, Enter to open, Esc to close`),
  collectionHint: () => activeI18n()._(msg`Looking for more than heroes?`),
  collectionHintAction: () => activeI18n()._(msg`Search the whole site`),
  teamBy: (username: string) => activeI18n()._(msg`by ${username}`),
};

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
