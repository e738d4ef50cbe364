import { REALTIME_TOPICS } from '../common/realtime.ts';

/** Results shown per group (heroes, database entries, guides, news, codes, outfits, teams, members) in the quick search. */
export const QUICK_SEARCH_GROUP_SIZE = 5;

/**
 * Shortest term searched. One letter matches nearly everything and no trigram index can narrow
 * it, so a shorter term answers empty groups (it is not an error: the box is simply still being typed in).
 */
export const QUICK_SEARCH_MIN_LENGTH = 2;

/**
 * A text matches a term it does not contain when their word similarity (pg_trgm: the share of the
 * term's trigrams found in the closest part of the text) is at least this: 'elowin' finds 'Elowen'.
 */
export const SEARCH_MIN_WORD_SIMILARITY = 0.5;

/** Candidates a quick search lookup takes from its trigram index, closest first, before ordering them. */
export const SEARCH_CANDIDATES = 20;

/** Heroes closest to a term (trigram distance) the collection's search measures for a near match. */
export const SEARCH_NEAREST_HEROES = 200;

/** Longest term accepted; longer is refused with a message. */
export const QUICK_SEARCH_MAX_LENGTH = 100;

/** The dialog waits this long after the last keystroke before it asks the server. */
export const QUICK_SEARCH_DEBOUNCE_MS = 200;

/** The topics whose events can change a quick search answer: one per group. */
export const QUICK_SEARCH_TOPICS = [
  REALTIME_TOPICS.heroes,
  REALTIME_TOPICS.gameDatabase,
  REALTIME_TOPICS.guides,
  REALTIME_TOPICS.profiles,
  REALTIME_TOPICS.news,
  REALTIME_TOPICS.redeemCodes,
  REALTIME_TOPICS.outfits,
  REALTIME_TOPICS.teams,
] as const;
