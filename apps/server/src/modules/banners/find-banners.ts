import { BANNER_MESSAGES, PAST_BANNERS_PAGE_SIZE } from '@haven/shared/banners/constants';
import type {
  Banner,
  BannerCard,
  BannerHero,
  BannerList,
  BannerListQuerySchema,
} from '@haven/shared/banners/schemas';
import { and, asc, count, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { bannerHeroes, banners, gameModes, heroes, heroTiers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { findPage } from '../../lib/paginate.ts';

type BannerListQuery = z.output<typeof BannerListQuerySchema>;

export const bannerColumns = {
  id: banners.id,
  name: banners.name,
  slug: banners.slug,
  type: banners.type,
  startsAt: banners.startsAt,
  endsAt: banners.endsAt,
  imageUrl: banners.imageUrl,
  advice: banners.advice,
  notes: banners.notes,
  adviceReason: banners.adviceReason,
  version: banners.version,
};
type Row = Omit<Banner, 'startsAt' | 'endsAt' | 'featured'> & { startsAt: Date; endsAt: Date };

/** The featured heroes of these banners, each with its tiers, in the editors' order. */
async function featuredOf(db: DbOrTx, bannerIds: string[]): Promise<Map<string, BannerHero[]>> {
  const byBanner = new Map<string, BannerHero[]>();
  if (bannerIds.length === 0) return byBanner;
  const rows = await db
    .select({
      bannerId: bannerHeroes.bannerId,
      isRateUp: bannerHeroes.isRateUp,
      id: heroes.id,
      name: heroes.name,
      slug: heroes.slug,
      class: heroes.class,
      rarity: heroes.rarity,
      imageUrl: heroes.imageUrl,
    })
    .from(bannerHeroes)
    .innerJoin(heroes, eq(heroes.id, bannerHeroes.heroId))
    .where(inArray(bannerHeroes.bannerId, bannerIds))
    .orderBy(asc(bannerHeroes.position), asc(heroes.name));
  const heroIds = [...new Set(rows.map((row) => row.id))];
  const tiers =
    heroIds.length === 0
      ? []
      : await db
          .select({
            heroId: heroTiers.heroId,
            mode: gameModes.name,
            modeSlug: gameModes.slug,
            tier: heroTiers.tier,
          })
          .from(heroTiers)
          .innerJoin(gameModes, eq(gameModes.id, heroTiers.modeId))
          .where(inArray(heroTiers.heroId, heroIds))
          .orderBy(asc(gameModes.position), asc(gameModes.name));
  const tiersOf = new Map<string, BannerHero['tiers']>();
  for (const { heroId, ...tier } of tiers) tiersOf.set(heroId, [...(tiersOf.get(heroId) ?? []), tier]);
  for (const { bannerId, ...hero } of rows) {
    const list = byBanner.get(bannerId) ?? [];
    list.push({ ...hero, tiers: tiersOf.get(hero.id) ?? [] });
    byBanner.set(bannerId, list);
  }
  return byBanner;
}

/** Rows as whole banners, their featured heroes read in one go. */
async function toBanners(db: DbOrTx, rows: Row[]): Promise<Banner[]> {
  const featured = await featuredOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    featured: featured.get(row.id) ?? [],
  }));
}

/** A banner as a card: without its notes, reason and version. */
export function toCard({
  notes: _notes,
  adviceReason: _reason,
  version: _version,
  ...card
}: Banner): BannerCard {
  return card;
}

async function cards(db: DbOrTx, rows: Row[]): Promise<BannerCard[]> {
  return (await toBanners(db, rows)).map(toCard);
}

/** The conditions of /banners' filters: a featured hero (slug), a type, a year of the start (UTC). */
function filtersOf(query: BannerListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(banners.type, query.type));
  if (query.year) {
    conditions.push(sql`${banners.startsAt} >= ${new Date(Date.UTC(query.year, 0, 1)).toISOString()}`);
    conditions.push(sql`${banners.startsAt} < ${new Date(Date.UTC(query.year + 1, 0, 1)).toISOString()}`);
  }
  if (query.hero) {
    conditions.push(
      sql`exists (select 1 from ${bannerHeroes} join ${heroes} on ${heroes.id} = ${bannerHeroes.heroId} where ${bannerHeroes.bannerId} = ${banners.id} and ${heroes.slug} = ${query.hero})`,
    );
  }
  return conditions;
}

/**
 * /banners: the banners running at `now` (ending soonest first), those to come (starting soonest
 * first) and one page of the past ones (latest first), all under the same filters, with the
 * heroes and years the filters offer.
 */
export async function findBannerList(db: DbOrTx, query: BannerListQuery, now: Date): Promise<BannerList> {
  const filters = filtersOf(query);
  const at = now.toISOString();
  const running = and(...filters, lte(banners.startsAt, sql`${at}`), gt(banners.endsAt, sql`${at}`));
  const toCome = and(...filters, gt(banners.startsAt, sql`${at}`));
  const over = and(...filters, lte(banners.endsAt, sql`${at}`));
  const [currentRows, upcomingRows, past, heroOptions, years] = await Promise.all([
    db.select(bannerColumns).from(banners).where(running).orderBy(asc(banners.endsAt), asc(banners.name)),
    db.select(bannerColumns).from(banners).where(toCome).orderBy(asc(banners.startsAt), asc(banners.name)),
    findPage({
      page: query.page,
      pageSize: PAST_BANNERS_PAGE_SIZE,
      count: db.select({ total: count() }).from(banners).where(over),
      rows: async (limit, offset) =>
        db
          .select(bannerColumns)
          .from(banners)
          .where(over)
          .orderBy(desc(banners.startsAt), asc(banners.id))
          .limit(limit)
          .offset(offset),
    }),
    db
      .selectDistinct({ slug: heroes.slug, name: heroes.name })
      .from(bannerHeroes)
      .innerJoin(heroes, eq(heroes.id, bannerHeroes.heroId))
      .orderBy(asc(heroes.name)),
    db
      .selectDistinct({ year: sql<number>`extract(year from ${banners.startsAt} at time zone 'utc')::int` })
      .from(banners)
      .orderBy(sql`1 desc`),
  ]);
  const [current, upcoming, pastItems] = await Promise.all([
    cards(db, currentRows),
    cards(db, upcomingRows),
    cards(db, past.items),
  ]);
  return {
    current,
    upcoming,
    past: { ...past, items: pastItems },
    heroes: heroOptions,
    years: years.map((row) => Number(row.year)),
  };
}

/** Banners not over at `now`, the soonest to start first, at most `limit`. */
export async function findBannersAhead(db: DbOrTx, now: Date, limit = 8): Promise<BannerCard[]> {
  const rows = await db
    .select(bannerColumns)
    .from(banners)
    .where(gt(banners.endsAt, sql`${now.toISOString()}`))
    .orderBy(asc(banners.startsAt), asc(banners.name))
    .limit(limit);
  return cards(db, rows);
}

/** One banner by its address. */
export async function findBanner(db: DbOrTx, slug: string): Promise<Banner> {
  const rows = await db.select(bannerColumns).from(banners).where(eq(banners.slug, slug));
  const [banner] = await toBanners(db, rows);
  if (!banner) throw new AppError('NOT_FOUND', BANNER_MESSAGES.notFound);
  return banner;
}

/** Every banner a hero (by slug) is featured on, oldest first; an unknown hero has none. */
export async function findHeroBanners(db: DbOrTx, heroSlug: string): Promise<BannerCard[]> {
  const rows = await db
    .select(bannerColumns)
    .from(banners)
    .innerJoin(bannerHeroes, eq(bannerHeroes.bannerId, banners.id))
    .innerJoin(heroes, eq(heroes.id, bannerHeroes.heroId))
    .where(eq(heroes.slug, heroSlug))
    .orderBy(asc(banners.startsAt));
  return cards(db, rows);
}

/** Every banner for the admin list, latest start first. */
export async function findAdminBanners(db: DbOrTx): Promise<Banner[]> {
  const rows = await db.select(bannerColumns).from(banners).orderBy(desc(banners.startsAt));
  return toBanners(db, rows);
}
