/**
 * Topics of the realtime events the server publishes. The web app keys its
 * queries with the same first element, so an event refetches what it changed.
 */
export const REALTIME_TOPICS = {
  /** A hero or the collection changed (id: hero id). */
  heroes: 'heroes',
  /**
   * A hero's rating changed (id: hero id). Told apart from `heroes` so that what shows no rating
   * outlives it; in the browser it refetches what `heroes` does.
   */
  heroRatings: 'hero-ratings',
  /** A hero's comments or their votes changed (id: hero id). */
  heroComments: 'hero-comments',
  /**
   * A member's collection changed (id: member id; sent to that member only while it is private,
   * else to everyone, for the profile's showcase).
   */
  collection: 'collection',
  /** The number of members owning a hero changed (id: hero id). */
  collectionShare: 'collection-share',
  /** A member's Game Team changed (sent to that member only). */
  gameTeam: 'game-team',
  /** Official news, updates or events changed. */
  news: 'news',
  /** Guides changed. */
  guides: 'guides',
  /** Shared teams changed. */
  teams: 'teams',
  /** A member's notifications changed (sent to that member only; id: member id). */
  notifications: 'notifications',
  /** A member's public profile changed: details, avatar, favourite outfit, Game Team (id: member id). */
  profiles: 'profiles',
  /** A member's friendships or friend requests changed (id: member id; sent for both members). */
  friends: 'friends',
  /** The members a member blocks changed (sent to that member only; id: the blocker's id). */
  blocks: 'blocks',
  /** Comments on a member's profile wall changed (id: the profile's member id). */
  profileComments: 'profile-comments',
  /** Comments on a team or a guide changed (id: the team's or guide's id). */
  communityComments: 'community-comments',
  /** Outfits changed. */
  outfits: 'outfits',
  /** Redeem codes changed. */
  redeemCodes: 'redeem-codes',
  /** Summoning banners changed, or one started or ended. */
  banners: 'banners',
  /** Contact messages changed (admins only). */
  contactMessages: 'contact-messages',
  /** An editable page such as About the Game changed. */
  pages: 'pages',
  /** Game database entries changed. */
  gameDatabase: 'game-database',
  /** Game modes or the editors' tier placements changed. */
  tierList: 'tier-list',
  /** Reports were made or settled (admins only). */
  reports: 'reports',
  /** The moderation log or a member's suspension or ban changed (admins only). */
  moderation: 'moderation',
  /** A member's summon log or its settings changed (sent to that member only; id: member id). */
  summons: 'summons',
  /** The summon pity rules changed. */
  pityRules: 'pity-rules',
  /** The community summoning figures were recomputed from shared logs. */
  summonFigures: 'summon-figures',
  /** A member's own suspension or ban began or ended (sent to that member only; id: member id). */
  accountStatus: 'account-status',
} as const;

/**
 * Topics whose query keys carry the event's id second (`[topic, id, …]`): an event about one
 * id refetches only that id's queries (one hero's comments, not every hero's open in the tab).
 * Other topics' keys do not carry the id (a hero page is keyed by slug), so their events
 * refetch every query of the topic.
 */
const KEYED_BY_ID: ReadonlySet<string> = new Set([
  REALTIME_TOPICS.heroComments,
  REALTIME_TOPICS.collection,
  REALTIME_TOPICS.collectionShare,
  REALTIME_TOPICS.friends,
  REALTIME_TOPICS.profileComments,
  REALTIME_TOPICS.communityComments,
]);

/**
 * Whether an event `{ topic, id }` makes a query stale. A query that depends on several topics
 * (one answer summing up many features) lists the others in `meta.topics`: any event of those
 * refetches it, whatever its id. A query keyed by an id (`[topic, id, …]`) that also depends on
 * other topics about the same id lists them in `meta.sameIdTopics`: a member's wall, whose
 * comment box depends on the viewer's friendship with that member, refetches on that member's
 * friendship events only.
 */
export function isAffectedBy(
  query: { queryKey: readonly unknown[]; meta?: Record<string, unknown> | undefined },
  topic: string,
  id: string | undefined,
): boolean {
  // Queries show a hero's rating with the hero: they are keyed and listed under `heroes`.
  if (topic === REALTIME_TOPICS.heroRatings) return isAffectedBy(query, REALTIME_TOPICS.heroes, id);
  const alsoOn = query.meta?.topics;
  if (Array.isArray(alsoOn) && alsoOn.includes(topic)) return true;
  const alsoOnSameId = query.meta?.sameIdTopics;
  if (Array.isArray(alsoOnSameId) && alsoOnSameId.includes(topic)) {
    return id === undefined || query.queryKey[1] === id;
  }
  if (query.queryKey[0] !== topic) return false;
  return id === undefined || !KEYED_BY_ID.has(topic) || query.queryKey[1] === id;
}

/**
 * The topics standing for what queries keyed by `topics` show (a page whose reads are not all
 * known): a hero's rating comes with the hero.
 */
export function topicsShownBy(topics: readonly string[]): string[] {
  return topics.includes(REALTIME_TOPICS.heroes) ? [...topics, REALTIME_TOPICS.heroRatings] : [...topics];
}

/**
 * Sent after the server may have missed events (its database connection was
 * lost and is back): the browser refetches every query it holds.
 */
export const REALTIME_RESYNC_TOPIC = 'resync';

/**
 * The server's clock (milliseconds since 1970) when a page's data was read, told in the page's
 * Server-Timing as `clock;desc=…`, and sent on the event stream (`event: clock`, and each event's
 * `id`). A stream opened with `?since=` that time first sends the events the page may have missed.
 */
export const SERVER_CLOCK_TIMING = 'clock';
export const CLOCK_EVENT = 'clock';
