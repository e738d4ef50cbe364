/**
 * Topics of the realtime events the server publishes. The web app keys its
 * queries with the same first element, so an event refetches what it changed.
 */
export const REALTIME_TOPICS = {
  /** A hero, its rating or the collection changed (id: hero id). */
  heroes: 'heroes',
  /** A hero's comments or their votes changed (id: hero id). */
  heroComments: 'hero-comments',
  /** A member's Game Team changed (sent to that member only). */
  gameTeam: 'game-team',
  /** Official news changed. */
  news: 'news',
  /** Guides changed. */
  guides: 'guides',
  /** Shared teams changed. */
  teams: 'teams',
  /** A member's notifications changed (sent to that member only; id: member id). */
  notifications: 'notifications',
} as const;

/**
 * Topics whose query keys carry the event's id second (`[topic, id, …]`): an event about one
 * id refetches only that id's queries (one hero's comments, not every hero's open in the tab).
 * Other topics' keys do not carry the id (a hero page is keyed by slug), so their events
 * refetch every query of the topic.
 */
const KEYED_BY_ID: ReadonlySet<string> = new Set([REALTIME_TOPICS.heroComments]);

/** Whether an event `{ topic, id }` makes a query stale. */
export function isAffectedBy(
  query: { queryKey: readonly unknown[] },
  topic: string,
  id: string | undefined,
): boolean {
  if (query.queryKey[0] !== topic) return false;
  return id === undefined || !KEYED_BY_ID.has(topic) || query.queryKey[1] === id;
}

/**
 * Sent after the server may have missed events (its database connection was
 * lost and is back): the browser refetches every query it holds.
 */
export const REALTIME_RESYNC_TOPIC = 'resync';
