import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import {
  TIER_CHANGE_NOTES_SHOWN,
  TIER_HISTORY_SHOWN,
  TIER_RECENT_MOVE_DAYS,
  TIER_TEASER_HEROES,
  TIERS,
  type Tier,
} from '@haven/shared/tier-list/constants';
import { TIER_LIST_MESSAGES } from '@haven/shared/tier-list/messages';
import type {
  GameMode,
  HeroTiers,
  TierHero,
  TierList,
  TierListQuerySchema,
  TierMove,
  TierTeaser,
} from '@haven/shared/tier-list/schemas';
import { and, arrayOverlaps, asc, count, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import {
  gameModes,
  heroes,
  heroTiers,
  profiles,
  tierHistory,
  tierListChanges,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { ownedByMember } from '../collection/owned-filter.ts';
import { heroCardColumns, toHeroCard } from '../heroes/hero-card.ts';
import { modeColumns } from './game-mode-columns.ts';

type TierListFilters = z.output<typeof TierListQuerySchema>;

/** Every game mode in the admins' order (position, then name). */
export async function findGameModes(db: DbOrTx): Promise<GameMode[]> {
  return db.select(modeColumns).from(gameModes).orderBy(asc(gameModes.position), asc(gameModes.name));
}

function heroFilters(filters: TierListFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.class.length > 0) conditions.push(inArray(heroes.class, filters.class));
  if (filters.rarity.length > 0) conditions.push(inArray(heroes.rarity, filters.rarity));
  if (filters.role.length > 0) conditions.push(arrayOverlaps(heroes.roles, filters.role));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * One mode's tier list (the first mode when none is named): the filtered heroes joined to their
 * placements in one query, grouped by tier in the editors' order, then the latest change notes.
 * An unknown slug, or no modes at all, is a 404 (the page reads the modes first).
 */
export async function findTierList(
  db: DbOrTx,
  filters: TierListFilters,
  ownedBy?: string,
): Promise<TierList> {
  const [mode] = await db
    .select({ ...modeColumns, version: gameModes.version, updatedAt: gameModes.updatedAt })
    .from(gameModes)
    .where(filters.mode ? eq(gameModes.slug, filters.mode) : undefined)
    .orderBy(asc(gameModes.position), asc(gameModes.name))
    .limit(1);
  if (!mode) throw new AppError('NOT_FOUND', TIER_LIST_MESSAGES.modeNotFound);
  const [rows, changes, recentMoves] = await Promise.all([
    db
      .select({ ...heroCardColumns, tier: heroTiers.tier, reason: heroTiers.reason })
      .from(heroes)
      .leftJoin(heroTiers, and(eq(heroTiers.heroId, heroes.id), eq(heroTiers.modeId, mode.id)))
      .where(and(heroFilters(filters), ownedBy ? ownedByMember(ownedBy, heroes.id) : undefined))
      .orderBy(
        sql`${heroTiers.tierRank} asc nulls last`,
        asc(heroTiers.position),
        sql`${heroes.rarityRank} desc nulls last`,
        asc(heroes.name),
      ),
    db
      .select({
        id: tierListChanges.id,
        note: tierListChanges.note,
        createdAt: tierListChanges.createdAt,
        authorId: profiles.id,
        authorName: profiles.username,
      })
      .from(tierListChanges)
      .leftJoin(profiles, eq(profiles.id, tierListChanges.authorId))
      .where(eq(tierListChanges.modeId, mode.id))
      .orderBy(desc(tierListChanges.createdAt), desc(tierListChanges.id))
      .limit(TIER_CHANGE_NOTES_SHOWN),
    findRecentMoves(db, mode.id),
  ]);
  const byTier = new Map<Tier, TierHero[]>(TIERS.map((tier) => [tier, []]));
  const unranked: TierHero[] = [];
  for (const row of rows) {
    const card = toHeroCard(row);
    if (row.tier) {
      const move = recentMoves.get(card.id);
      const recentMove = move && move.toTier === row.tier ? { from: move.fromTier, at: move.at } : null;
      byTier.get(row.tier)?.push({ ...card, reason: row.reason ?? '', recentMove });
    } else unranked.push({ ...card, reason: '', recentMove: null });
  }
  const { version, updatedAt, ...gameMode } = mode;
  return {
    mode: gameMode,
    version,
    updatedAt: updatedAt.toISOString(),
    tiers: TIERS.map((tier) => ({ tier, heroes: byTier.get(tier) ?? [] })),
    unranked,
    changes: changes.map((change) => ({
      id: change.id,
      note: change.note,
      createdAt: change.createdAt.toISOString(),
      author: change.authorId ? { id: change.authorId, username: change.authorName ?? '' } : null,
    })),
  };
}

type RecentMove = { fromTier: Tier | null; toTier: Tier | null; at: string };

/** Each hero's latest move in a mode, when it is within the recent-move window. */
async function findRecentMoves(db: DbOrTx, modeId: string): Promise<Map<string, RecentMove>> {
  const rows = await db
    .selectDistinctOn([tierHistory.heroId], {
      heroId: tierHistory.heroId,
      fromTier: tierHistory.fromTier,
      toTier: tierHistory.toTier,
      createdAt: tierHistory.createdAt,
    })
    .from(tierHistory)
    .where(
      and(
        eq(tierHistory.modeId, modeId),
        gt(tierHistory.createdAt, sql`now() - make_interval(days => ${TIER_RECENT_MOVE_DAYS})`),
      ),
    )
    .orderBy(tierHistory.heroId, desc(tierHistory.createdAt));
  return new Map(
    rows.map((row) => [
      row.heroId,
      { fromTier: row.fromTier, toTier: row.toTier, at: row.createdAt.toISOString() },
    ]),
  );
}

/** A hero's latest moves per mode (at most TIER_HISTORY_SHOWN each), newest first, with each save's note. */
async function findHeroMoves(db: DbOrTx, heroId: string): Promise<Map<string, TierMove[]>> {
  const ranked = db
    .select({
      id: tierHistory.id,
      modeId: tierHistory.modeId,
      from: tierHistory.fromTier,
      to: tierHistory.toTier,
      note: tierListChanges.note,
      createdAt: tierHistory.createdAt,
      n: sql<number>`row_number() over (partition by ${tierHistory.modeId} order by ${tierHistory.createdAt} desc, ${tierHistory.id})`.as(
        'n',
      ),
    })
    .from(tierHistory)
    .innerJoin(tierListChanges, eq(tierListChanges.id, tierHistory.changeId))
    .where(eq(tierHistory.heroId, heroId))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.n, TIER_HISTORY_SHOWN))
    .orderBy(desc(ranked.createdAt), asc(ranked.id));
  const byMode = new Map<string, TierMove[]>();
  for (const row of rows) {
    const moves = byMode.get(row.modeId) ?? [];
    moves.push({ id: row.id, from: row.from, to: row.to, note: row.note, at: row.createdAt.toISOString() });
    byMode.set(row.modeId, moves);
  }
  return byMode;
}

/**
 * A hero's tier in every mode (null where it is not ranked) with the editors' reason and its
 * latest moves; 404 for an unknown hero.
 */
export async function findHeroTiers(db: DbOrTx, slug: string): Promise<HeroTiers> {
  const [hero] = await db.select({ id: heroes.id }).from(heroes).where(eq(heroes.slug, slug)).limit(1);
  if (!hero) throw new AppError('NOT_FOUND', HERO_MESSAGES.notFound);
  const [rows, moves] = await Promise.all([
    db
      .select({
        id: gameModes.id,
        name: gameModes.name,
        slug: gameModes.slug,
        tier: heroTiers.tier,
        reason: heroTiers.reason,
      })
      .from(gameModes)
      .leftJoin(heroTiers, and(eq(heroTiers.modeId, gameModes.id), eq(heroTiers.heroId, hero.id)))
      .orderBy(asc(gameModes.position), asc(gameModes.name)),
    findHeroMoves(db, hero.id),
  ]);
  return {
    items: rows.map((row) => ({
      mode: { name: row.name, slug: row.slug },
      tier: row.tier ?? null,
      reason: row.reason ?? '',
      history: moves.get(row.id) ?? [],
    })),
  };
}

/** The first mode's best tier that holds heroes, its first heroes in the editors' order. */
export async function findTierTeaser(db: DbOrTx): Promise<TierTeaser> {
  const [mode] = await db
    .select({ id: gameModes.id, name: gameModes.name, slug: gameModes.slug })
    .from(gameModes)
    .orderBy(asc(gameModes.position), asc(gameModes.name))
    .limit(1);
  if (!mode) return { teaser: null };
  const [top] = await db
    .select({ tier: heroTiers.tier, total: count() })
    .from(heroTiers)
    .where(eq(heroTiers.modeId, mode.id))
    .groupBy(heroTiers.tier, heroTiers.tierRank)
    .orderBy(asc(heroTiers.tierRank))
    .limit(1);
  if (!top) return { teaser: null };
  const heroRows = await db
    .select({ id: heroes.id, name: heroes.name, slug: heroes.slug, imageUrl: heroes.imageUrl })
    .from(heroTiers)
    .innerJoin(heroes, eq(heroes.id, heroTiers.heroId))
    .where(and(eq(heroTiers.modeId, mode.id), eq(heroTiers.tier, top.tier)))
    .orderBy(asc(heroTiers.position), asc(heroes.name))
    .limit(TIER_TEASER_HEROES);
  return {
    teaser: {
      mode: { name: mode.name, slug: mode.slug },
      tier: top.tier,
      heroes: heroRows,
      total: top.total,
    },
  };
}
