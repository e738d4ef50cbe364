import { REALTIME_TOPICS } from '../common/realtime.ts';

/** What a name in a text can link to: a hero, a game database entry or an outfit. */
export const MENTION_KINDS = ['hero', 'entry', 'outfit'] as const;
export type MentionKind = (typeof MENTION_KINDS)[number];

/** Names offered at once as an author types. */
export const MENTION_SUGGESTION_LIMIT = 8;
/** Characters of a typed name the suggestions look up. */
export const MENTION_QUERY_MAX_LENGTH = 60;
/** Names (heroes, entries, outfits) one text links to at most; a longer list of names is cut there. */
export const MENTION_CARDS_MAX = 60;

/** The realtime topics whose events change which names link where. */
export const MENTION_TOPICS = [
  REALTIME_TOPICS.heroes,
  REALTIME_TOPICS.gameDatabase,
  REALTIME_TOPICS.outfits,
] as const;
/** What a preview card shows also changes with the tier list. */
export const MENTION_CARD_TOPICS = [...MENTION_TOPICS, REALTIME_TOPICS.tierList] as const;
