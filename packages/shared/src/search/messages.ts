import { QUICK_SEARCH_MAX_LENGTH } from './constants.ts';

/** UI copy of the site-wide quick search, shown by the web app and sent by the server alike. */
export const SEARCH_MESSAGES = {
  title: 'Quick search',
  open: 'Search',
  placeholder: 'Search heroes, guides, codes, outfits and more...',
  inputLabel: 'Search heroes, database, guides, news, codes, outfits, teams and members',
  noResults: (q: string) => `No results for "${q}"`,
  tooShort: 'Type at least two letters to search.',
  tooLong: `Search at most ${QUICK_SEARCH_MAX_LENGTH} characters`,
  loading: 'Searching…',
  loadFailed: 'Search failed. Please try again.',
  seeAllHeroes: (q: string) => `See all heroes matching "${q}"`,
  keyboardHint: 'Press / or Ctrl K to search',
  navigationHint: '↑ ↓ to move, Enter to open, Esc to close',
  collectionHint: 'Looking for more than heroes?',
  collectionHintAction: 'Search the whole site',
  /** The groups' headings, in the order the dialog shows them. */
  groups: {
    heroes: 'Heroes',
    entries: 'Database',
    guides: 'Guides',
    official: 'News, Updates & Events',
    codes: 'Redeem Codes',
    outfits: 'Outfits',
    teams: 'Teams',
    members: 'Members',
  },
  kinds: {
    hero: 'Hero',
    guide: 'Guide',
    member: 'Member',
    activeCode: 'Active',
    expiredCode: 'Expired',
    outfit: 'Outfit',
    team: 'Team',
  },
  /** The kind shown beside an official post, by its type. */
  officialKinds: { news: 'News', updates: 'Update', events: 'Event' },
  teamBy: (username: string) => `by ${username}`,
} as const;
