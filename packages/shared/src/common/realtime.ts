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
} as const;

/**
 * Sent after the server may have missed events (its database connection was
 * lost and is back): the browser refetches every query it holds.
 */
export const REALTIME_RESYNC_TOPIC = 'resync';
