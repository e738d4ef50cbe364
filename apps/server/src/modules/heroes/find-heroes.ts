import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import { HEROES_COMPACT_PAGE_SIZE, HEROES_PAGE_SIZE } from '@haven/shared/heroes/rules';
import type {
  HeroDetail,
  HeroListQuerySchema,
  HeroListResponse,
  HeroStats,
} from '@haven/shared/heroes/schemas';
import type { HeroStatRanges } from '@haven/shared/heroes/stat-schemas';
import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  inArray,
  max,
  min,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { ratingRankOrder } from '../../db/schema/heroes.ts';
import {
  databaseEntries,
  heroBuildEntries,
  heroes,
  heroFormerSlugs,
  heroTeammates,
  heroTiers,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { findPage } from '../../lib/paginate.ts';
import { ownedByMember } from '../collection/owned-filter.ts';
import { containsPattern } from '../game-database/search-text.ts';
import { findSkillDepth } from './find-skill-depth.ts';
import { findGameModeOptions, pickGameMode } from './game-modes.ts';
import { heroCardColumns, heroPickerColumns, heroPickerColumnsOf, toHeroCard } from './hero-card.ts';
import { heroSearch } from './hero-search.ts';

export type HeroListFilters = z.output<typeof HeroListQuerySchema>;

function filtersToWhere(filters: Omit<HeroListFilters, 'page'>, ownedBy?: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (ownedBy) conditions.push(ownedByMember(ownedBy, heroes.id));
  if (filters.search) conditions.push(heroSearch(filters.search, filters.lang).matches);
  if (filters.class.length > 0) conditions.push(inArray(heroes.class, filters.class));
  if (filters.rarity.length > 0) conditions.push(inArray(heroes.rarity, filters.rarity));
  if (filters.role.length > 0) conditions.push(arrayOverlaps(heroes.roles, filters.role));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * The ORDER BY of each sort, each ending on a unique key so pages never overlap. Name, Rating
 * and Newest follow their indexes (heroes_name_id_idx, heroes_rating_rank_idx,
 * heroes_created_idx read backwards); Rating is the shared rating order (compareByRating), so the
 * cards' shown averages read in order; Tier puts the mode's unranked heroes last.
 */
function sortOrder(sort: HeroListFilters['sort'], tierJoined: boolean): SQL[] {
  switch (sort) {
    case 'name':
      return [asc(heroes.name), asc(heroes.id)];
    case 'rating':
      return [...ratingRankOrder(heroes), asc(heroes.name), asc(heroes.id)];
    case 'newest':
      return [desc(heroes.createdAt), desc(heroes.id)];
    case 'tier':
      return tierJoined
        ? [
            sql`${heroTiers.tierRank} asc nulls last`,
            sql`${heroTiers.position} asc nulls last`,
            asc(heroes.name),
            asc(heroes.id),
          ]
        : [asc(heroes.name), asc(heroes.id)];
    default:
      return [sql`${heroes.rarityRank} desc nulls last`, asc(heroes.name), asc(heroes.id)];
  }
}

/**
 * One page of the collection, filtered on the server and ordered by the chosen sort (best
 * rarity first by default). The Tier sort reads the chosen mode's tiers, or the first mode's
 * when the mode is unknown or not given. `ownedBy` keeps only the heroes that member owns.
 */
export async function findHeroes(
  db: DbOrTx,
  filters: HeroListFilters,
  ownedBy?: string,
): Promise<HeroListResponse> {
  const where = filtersToWhere(filters, ownedBy);
  const mode = filters.sort === 'tier' ? pickGameMode(await findGameModeOptions(db), filters.mode) : null;
  // A search lists the closest matches first, each equally close group in the chosen sort.
  const order = [
    ...(filters.search ? heroSearch(filters.search, filters.lang).closestFirst : []),
    ...sortOrder(filters.sort, mode !== null),
  ];
  const found = await findPage({
    page: filters.page,
    pageSize: filters.view === 'compact' ? HEROES_COMPACT_PAGE_SIZE : HEROES_PAGE_SIZE,
    count: db.select({ total: count() }).from(heroes).where(where),
    rows: (limit, offset) => {
      const tier = mode ? heroTiers.tier : sql<string | null>`null`;
      const query = db
        .select({ ...heroCardColumns, tier })
        .from(heroes)
        .$dynamic();
      const joined = mode
        ? query.leftJoin(heroTiers, and(eq(heroTiers.heroId, heroes.id), eq(heroTiers.modeId, mode.id)))
        : query;
      return joined
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
    },
  });
  return { ...found, items: found.items.map((row) => ({ ...toHeroCard(row), tier: row.tier })) };
}

/** Totals of the whole collection by class, role and rarity. */
export async function getHeroStats(db: DbOrTx): Promise<HeroStats> {
  const heroRoles = db
    .$with('hero_roles')
    .as(db.select({ role: sql<string>`unnest(${heroes.roles})`.as('role') }).from(heroes));
  const [byClass, byRarity, byRole] = await Promise.all([
    db.select({ key: heroes.class, n: count() }).from(heroes).groupBy(heroes.class),
    db.select({ key: heroes.rarity, n: count() }).from(heroes).groupBy(heroes.rarity),
    db.with(heroRoles).select({ key: heroRoles.role, n: count() }).from(heroRoles).groupBy(heroRoles.role),
  ]);
  const toRecord = (rows: { key: string; n: number }[]) =>
    Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]));
  return {
    total: byClass.reduce((sum, r) => sum + r.n, 0),
    byClass: toRecord(byClass),
    byRarity: toRecord(byRarity),
    byRole: toRecord(byRole),
  };
}

/** The lowest and highest value of each base stat across the roster (zeros for an empty roster). */
export async function findStatRanges(db: DbOrTx): Promise<HeroStatRanges> {
  const [row] = await db
    .select({
      hpMin: min(heroes.hp),
      hpMax: max(heroes.hp),
      attackMin: min(heroes.attack),
      attackMax: max(heroes.attack),
      defenseMin: min(heroes.defense),
      defenseMax: max(heroes.defense),
      speedMin: min(heroes.speed),
      speedMax: max(heroes.speed),
    })
    .from(heroes);
  return {
    hp: { min: row?.hpMin ?? 0, max: row?.hpMax ?? 0 },
    attack: { min: row?.attackMin ?? 0, max: row?.attackMax ?? 0 },
    defense: { min: row?.defenseMin ?? 0, max: row?.defenseMax ?? 0 },
    speed: { min: row?.speedMin ?? 0, max: row?.speedMax ?? 0 },
  };
}

/** The hero a renamed hero's former address leads to, if any. */
async function findMovedHeroId(db: DbOrTx, slug: string): Promise<string | null> {
  const [moved] = await db
    .select({ heroId: heroFormerSlugs.heroId })
    .from(heroFormerSlugs)
    .where(eq(heroFormerSlugs.slug, slug));
  return moved?.heroId ?? null;
}

/** The hero with this slug, with everything its page shows, or null. */
export async function findHeroBySlug(
  db: DbOrTx,
  slug: string,
): Promise<Omit<HeroDetail, 'mentions' | 'untranslated'> | null> {
  // A hero answers at its own address first; a renamed one also at the ones it had before.
  const detail = (where: SQL) =>
    db
      .select({
        ...heroCardColumns,
        description: heroes.description,
        skills: heroes.skills,
        hp: heroes.hp,
        attack: heroes.attack,
        defense: heroes.defense,
        speed: heroes.speed,
        buildNotes: heroes.buildNotes,
        createdAt: heroes.createdAt,
        updatedAt: heroes.updatedAt,
        version: heroes.version,
      })
      .from(heroes)
      .where(where);
  let [row] = await detail(eq(heroes.slug, slug));
  if (!row) {
    const movedId = await findMovedHeroId(db, slug);
    if (movedId) [row] = await detail(eq(heroes.id, movedId));
  }
  if (!row) return null;
  const teammateHero = alias(heroes, 'teammate');
  const [build, teammates, statRanges, skillDepth] = await Promise.all([
    db
      .select({
        note: heroBuildEntries.note,
        entry: {
          id: databaseEntries.id,
          category: databaseEntries.category,
          slug: databaseEntries.slug,
          name: databaseEntries.name,
          imageUrl: databaseEntries.imageUrl,
          rarity: databaseEntries.rarity,
        },
      })
      .from(heroBuildEntries)
      .innerJoin(databaseEntries, eq(databaseEntries.id, heroBuildEntries.entryId))
      .where(eq(heroBuildEntries.heroId, row.id))
      .orderBy(asc(heroBuildEntries.position)),
    db
      .select(heroPickerColumnsOf(teammateHero))
      .from(heroTeammates)
      .innerJoin(teammateHero, eq(teammateHero.id, heroTeammates.teammateId))
      .where(eq(heroTeammates.heroId, row.id))
      .orderBy(asc(heroTeammates.position)),
    findStatRanges(db),
    findSkillDepth(db, row.id, row.skills.length),
  ]);
  return {
    ...toHeroCard(row),
    description: row.description,
    skills: row.skills,
    skillDepth,
    stats: { hp: row.hp, attack: row.attack, defense: row.defense, speed: row.speed },
    statRanges,
    build,
    buildNotes: row.buildNotes,
    teammates,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/**
 * Heroes for the picker: by name, optionally matching a search, without the ones already chosen;
 * with `ownedBy`, only that member's heroes.
 */
export async function findPickerHeroes(
  db: DbOrTx,
  search: string | undefined,
  exclude: string[],
  ownedBy?: string,
) {
  const conditions: SQL[] = [];
  if (ownedBy) conditions.push(ownedByMember(ownedBy, heroes.id));
  if (search) conditions.push(sql`lower(${heroes.name}) like ${containsPattern(search)}`);
  if (exclude.length > 0) conditions.push(notInArray(heroes.id, exclude));
  return db
    .select(heroPickerColumns)
    .from(heroes)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(heroes.name))
    .limit(60);
}

/** True when a hero with this id exists. */
export async function heroExists(db: DbOrTx, heroId: string): Promise<boolean> {
  const [row] = await db.select({ id: heroes.id }).from(heroes).where(eq(heroes.id, heroId));
  return row !== undefined;
}

/** Refuses with 404 when no hero has this id. */
export async function assertHeroExists(db: DbOrTx, heroId: string): Promise<void> {
  if (!(await heroExists(db, heroId))) throw new AppError('NOT_FOUND', HERO_MESSAGES.notFound);
}
