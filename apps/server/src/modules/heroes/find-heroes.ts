import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import { HEROES_PAGE_SIZE } from '@haven/shared/heroes/rules';
import type {
  HeroDetail,
  HeroListQuerySchema,
  HeroListResponse,
  HeroStats,
} from '@haven/shared/heroes/schemas';
import { and, arrayOverlaps, asc, count, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { heroes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { findPage } from '../../lib/paginate.ts';
import { heroCardColumns, heroPickerColumns, toHeroCard } from './hero-card.ts';

type HeroListFilters = z.output<typeof HeroListQuerySchema>;

/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtersToWhere(filters: Omit<HeroListFilters, 'page'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.search) conditions.push(sql`lower(${heroes.name}) like ${likePattern(filters.search)}`);
  if (filters.class.length > 0) conditions.push(inArray(heroes.class, filters.class));
  if (filters.rarity.length > 0) conditions.push(inArray(heroes.rarity, filters.rarity));
  if (filters.role.length > 0) conditions.push(arrayOverlaps(heroes.roles, filters.role));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the collection, best rarity first then by name, filtered on the server. */
export async function findHeroes(db: DbOrTx, filters: HeroListFilters): Promise<HeroListResponse> {
  const where = filtersToWhere(filters);
  const found = await findPage({
    page: filters.page,
    pageSize: HEROES_PAGE_SIZE,
    count: db.select({ total: count() }).from(heroes).where(where),
    rows: (limit, offset) =>
      db
        .select(heroCardColumns)
        .from(heroes)
        .where(where)
        .orderBy(sql`${heroes.rarityRank} desc nulls last`, asc(heroes.name), asc(heroes.id))
        .limit(limit)
        .offset(offset),
  });
  return { ...found, items: found.items.map(toHeroCard) };
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

/** The hero with this slug, with everything its page shows, or null. */
export async function findHeroBySlug(db: DbOrTx, slug: string): Promise<HeroDetail | null> {
  const [row] = await db
    .select({
      ...heroCardColumns,
      description: heroes.description,
      skills: heroes.skills,
      updatedAt: heroes.updatedAt,
    })
    .from(heroes)
    .where(eq(heroes.slug, slug));
  if (!row) return null;
  return {
    ...toHeroCard(row),
    description: row.description,
    skills: row.skills,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Heroes for the picker: by name, optionally matching a search, without the ones already chosen. */
export async function findPickerHeroes(db: DbOrTx, search: string | undefined, exclude: string[]) {
  const conditions: SQL[] = [];
  if (search) conditions.push(sql`lower(${heroes.name}) like ${likePattern(search)}`);
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
