import { DATABASE_CATEGORIES } from '@haven/shared/game-database/constants';
import { HERO_CLASSES, HERO_ROLES, RARITIES } from '@haven/shared/heroes/constants';
import { averageRating } from '@haven/shared/heroes/rating';
import {
  STATISTICS_DAYS,
  STATISTICS_GUIDE_TAGS,
  STATISTICS_TOP_HEROES,
  STATISTICS_WEEKS,
} from '@haven/shared/statistics/constants';
import type {
  HeroCount,
  LabelledCount,
  ModeTiers,
  RatedHero,
  Statistics,
} from '@haven/shared/statistics/schemas';
import { TIERS } from '@haven/shared/tier-list/constants';
import { asc, count, desc, eq, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isRatingRankedSql, ratingRankOrder } from '../../db/schema/heroes.ts';
import {
  bannerHeroes,
  banners,
  databaseEntries,
  gameModes,
  heroComments,
  heroes,
  heroRatings,
  heroTiers,
  profileComments,
  profiles,
  temporaryTeamHeroes,
  userHeroRoster,
} from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;

/** Midnight UTC of the day `date` falls on. */
function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Monday 00:00 UTC of the week `date` falls in. */
function startOfUtcWeek(date: Date): Date {
  const day = startOfUtcDay(date);
  const daysSinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - daysSinceMonday * DAY_MS);
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** `length` dates (`YYYY-MM-DD`) from `first`, `stepDays` apart. */
function dateSeries(first: Date, length: number, stepDays: number): string[] {
  return Array.from({ length }, (_, i) => isoDate(new Date(first.getTime() + i * stepDays * DAY_MS)));
}

/** Every label in `labels`' order with its count from `rows` (zero when absent). */
function countsFor(labels: readonly string[], rows: readonly { label: string | null; count: number }[]) {
  const byLabel = new Map(rows.map((r) => [r.label, r.count]));
  return labels.map((label) => ({ label, count: byLabel.get(label) ?? 0 }));
}

/** The rows of a raw `execute`, whose result shape drizzle does not type across drivers. */
async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Number of heroes per class and per rarity (one grouped read of the heroes). */
function heroesByClassAndRarity(db: DbOrTx) {
  return db
    .select({ heroClass: heroes.class, rarity: heroes.rarity, count: count() })
    .from(heroes)
    .groupBy(heroes.class, heroes.rarity);
}

/** Number of heroes per role; a hero with two roles counts in both. */
function heroesByRole(db: DbOrTx) {
  return rowsOf<{ label: string; count: number }>(
    db,
    sql`select role as label, count(*)::int as count
        from ${heroes} cross join unnest(${heroes.roles}) as role group by role`,
  );
}

function ratingDistribution(db: DbOrTx) {
  return db
    .select({ stars: heroRatings.rating, count: count() })
    .from(heroRatings)
    .groupBy(heroRatings.rating);
}

/**
 * The first of the collection's Rating order among ranked heroes (enough ratings each): shown
 * average, then more ratings, then name, read from heroes_rating_rank_idx.
 */
async function topRatedHeroes(db: DbOrTx): Promise<RatedHero[]> {
  const rows = await db
    .select({ name: heroes.name, slug: heroes.slug, sum: heroes.ratingSum, count: heroes.ratingCount })
    .from(heroes)
    .where(isRatingRankedSql(heroes))
    .orderBy(...ratingRankOrder(heroes), asc(heroes.name), asc(heroes.id))
    .limit(STATISTICS_TOP_HEROES);
  return rows.map(({ sum, ...row }) => ({ ...row, average: averageRating(sum, row.count) }));
}

/**
 * The heroes most often in a table of picks: counted per hero id first (one pass over the hero_id
 * index), then joined to the heroes for names, so the join sees one row per hero, not per pick.
 */
function mostPicked(
  db: DbOrTx,
  table: typeof userHeroRoster | typeof temporaryTeamHeroes,
): Promise<HeroCount[]> {
  const picks = db
    .select({ heroId: table.heroId, picks: sql<number>`count(*)::int`.as('picks') })
    .from(table)
    .where(isNotNull(table.heroId))
    .groupBy(table.heroId)
    .as('picks');
  return db
    .select({ name: heroes.name, slug: heroes.slug, count: picks.picks })
    .from(picks)
    .innerJoin(heroes, eq(heroes.id, picks.heroId))
    .orderBy(desc(picks.picks), asc(heroes.name))
    .limit(STATISTICS_TOP_HEROES);
}

/** New profiles per week (Monday, UTC) since `from`: a range read of the profiles' created_at index. */
function membersPerWeek(db: DbOrTx, from: Date) {
  const week = sql<string>`to_char(date_trunc('week', ${profiles.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({ label: week, count: count() })
    .from(profiles)
    .where(gte(profiles.createdAt, from))
    .groupBy(week);
}

/** Comments per UTC day since `from` in a comments table, on its created_at index. */
function commentsPerDay(db: DbOrTx, table: typeof heroComments | typeof profileComments, from: Date) {
  const day = sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db.select({ label: day, count: count() }).from(table).where(gte(table.createdAt, from)).groupBy(day);
}

/** The most used tags of approved guides. */
function guidesByTag(db: DbOrTx) {
  return rowsOf<LabelledCount>(
    db,
    sql`select tag as label, count(*)::int as count
        from guides cross join unnest(guides.tags) as tag
        where guides.status = 'approved'
        group by tag order by count(*) desc, tag asc limit ${STATISTICS_GUIDE_TAGS}`,
  );
}

function entriesPerCategory(db: DbOrTx) {
  return db
    .select({ label: databaseEntries.category, count: count() })
    .from(databaseEntries)
    .groupBy(databaseEntries.category);
}

/** Placements per mode and tier, every mode included (a mode with none gives one row of nulls). */
function placementsPerModeAndTier(db: DbOrTx) {
  return db
    .select({
      modeId: gameModes.id,
      mode: gameModes.name,
      slug: gameModes.slug,
      position: gameModes.position,
      tier: heroTiers.tier,
      count: count(heroTiers.heroId),
    })
    .from(gameModes)
    .leftJoin(heroTiers, eq(heroTiers.modeId, gameModes.id))
    .groupBy(gameModes.id, heroTiers.tier)
    .orderBy(asc(gameModes.position), asc(gameModes.name));
}

/** Each mode's heroes per tier, S+ to D, then the heroes of the roster it does not rank. */
function tiersPerMode(
  rows: Awaited<ReturnType<typeof placementsPerModeAndTier>>,
  heroTotal: number,
): ModeTiers[] {
  const modes = new Map<string, ModeTiers & { placed: Map<string, number> }>();
  for (const row of rows) {
    const mode = modes.get(row.modeId) ?? { mode: row.mode, slug: row.slug, tiers: [], placed: new Map() };
    if (row.tier) mode.placed.set(row.tier, row.count);
    modes.set(row.modeId, mode);
  }
  return [...modes.values()].map(({ mode, slug, placed }) => {
    const tiers = TIERS.map((tier) => ({ label: tier as string, count: placed.get(tier) ?? 0 }));
    const ranked = tiers.reduce((total, tier) => total + tier.count, 0);
    return { mode, slug, tiers: [...tiers, { label: 'Not ranked', count: Math.max(0, heroTotal - ranked) }] };
  });
}

/**
 * The whole statistics page: a handful of grouped reads run together (each bounded by the
 * size of a small table, a date range on a created_at index, or a top-N), then every series
 * completed with its zeros in the order the page shows it.
 */
/** Heroes featured on the most banners started by `now`, with the days since their last one ended. */
async function bannersPerHero(db: DbOrTx, now: Date): Promise<Statistics['bannersPerHero']> {
  const at = now.toISOString();
  const rows = await db
    .select({
      name: heroes.name,
      slug: heroes.slug,
      count: sql<number>`count(*)::int`,
      lastEnd: sql<string>`max(${banners.endsAt})`,
    })
    .from(bannerHeroes)
    .innerJoin(banners, eq(banners.id, bannerHeroes.bannerId))
    .innerJoin(heroes, eq(heroes.id, bannerHeroes.heroId))
    .where(sql`${banners.startsAt} <= ${at}`)
    .groupBy(heroes.id)
    .orderBy(sql`count(*) desc`, asc(heroes.name))
    .limit(STATISTICS_TOP_HEROES);
  return rows.map(({ lastEnd, ...row }) => ({
    ...row,
    daysSinceLast: Math.max(0, Math.floor((now.getTime() - new Date(lastEnd).getTime()) / DAY_MS)),
  }));
}

export async function findStatistics(db: DbOrTx, now = new Date()): Promise<Statistics> {
  const firstWeek = new Date(startOfUtcWeek(now).getTime() - (STATISTICS_WEEKS - 1) * 7 * DAY_MS);
  const firstDay = new Date(startOfUtcDay(now).getTime() - (STATISTICS_DAYS - 1) * DAY_MS);
  const [
    classRarity,
    roles,
    ratings,
    topRated,
    gamePicks,
    sharedPicks,
    members,
    heroDays,
    wallDays,
    tags,
    entries,
    placements,
    featured,
  ] = await Promise.all([
    heroesByClassAndRarity(db),
    heroesByRole(db),
    ratingDistribution(db),
    topRatedHeroes(db),
    mostPicked(db, userHeroRoster),
    // A removed hero leaves an empty slot in a shared team, which is not counted.
    mostPicked(db, temporaryTeamHeroes),
    membersPerWeek(db, firstWeek),
    commentsPerDay(db, heroComments, firstDay),
    commentsPerDay(db, profileComments, firstDay),
    guidesByTag(db),
    entriesPerCategory(db),
    placementsPerModeAndTier(db),
    bannersPerHero(db, now),
  ]);

  const sumBy = (key: 'heroClass' | 'rarity') => {
    const totals = new Map<string, number>();
    for (const row of classRarity) totals.set(row[key], (totals.get(row[key]) ?? 0) + row.count);
    return [...totals].map(([label, total]) => ({ label, count: total }));
  };
  const heroDayCounts = new Map(heroDays.map((r) => [r.label, r.count]));
  const wallDayCounts = new Map(wallDays.map((r) => [r.label, r.count]));
  const categoryCounts = new Map(entries.map((r) => [r.label, r.count]));
  const heroTotal = classRarity.reduce((total, row) => total + row.count, 0);

  return {
    heroesByClass: countsFor(HERO_CLASSES, sumBy('heroClass')),
    heroesByRole: countsFor(
      HERO_ROLES,
      roles.map((r) => ({ label: r.label, count: Number(r.count) })),
    ),
    heroesByRarity: countsFor(RARITIES, sumBy('rarity')),
    ratings: countsFor(
      ['1', '2', '3', '4', '5'],
      ratings.map((r) => ({ label: String(r.stars), count: r.count })),
    ),
    topRatedHeroes: topRated,
    gameTeamPicks: gamePicks,
    sharedTeamPicks: sharedPicks,
    bannersPerHero: featured,
    membersPerWeek: countsFor(dateSeries(firstWeek, STATISTICS_WEEKS, 7), members).map((w) => ({
      weekStart: w.label,
      count: w.count,
    })),
    commentsPerDay: dateSeries(firstDay, STATISTICS_DAYS, 1).map((date) => ({
      date,
      heroComments: heroDayCounts.get(date) ?? 0,
      wallComments: wallDayCounts.get(date) ?? 0,
    })),
    guidesByTag: tags.map((t) => ({ label: t.label, count: Number(t.count) })),
    databaseEntries: DATABASE_CATEGORIES.map((c) => ({
      label: c.label,
      count: categoryCounts.get(c.slug) ?? 0,
    })),
    heroesPerTier: tiersPerMode(placements, heroTotal),
    generatedAt: now.toISOString(),
  };
}
