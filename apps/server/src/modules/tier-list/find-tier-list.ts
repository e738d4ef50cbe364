import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import { TIER_CHANGE_NOTES_SHOWN, TIERS, type Tier } from '@haven/shared/tier-list/constants';
import { TIER_LIST_MESSAGES } from '@haven/shared/tier-list/messages';
import type {
  GameMode,
  HeroTiers,
  TierHero,
  TierList,
  TierListQuerySchema,
} from '@haven/shared/tier-list/schemas';
import { and, arrayOverlaps, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { gameModes, heroes, heroTiers, profiles, tierListChanges } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
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
export async function findTierList(db: DbOrTx, filters: TierListFilters): Promise<TierList> {
  const [mode] = await db
    .select({ ...modeColumns, version: gameModes.version, updatedAt: gameModes.updatedAt })
    .from(gameModes)
    .where(filters.mode ? eq(gameModes.slug, filters.mode) : undefined)
    .orderBy(asc(gameModes.position), asc(gameModes.name))
    .limit(1);
  if (!mode) throw new AppError('NOT_FOUND', TIER_LIST_MESSAGES.modeNotFound);
  const [rows, changes] = await Promise.all([
    db
      .select({ ...heroCardColumns, tier: heroTiers.tier })
      .from(heroes)
      .leftJoin(heroTiers, and(eq(heroTiers.heroId, heroes.id), eq(heroTiers.modeId, mode.id)))
      .where(heroFilters(filters))
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
  ]);
  const byTier = new Map<Tier, TierHero[]>(TIERS.map((tier) => [tier, []]));
  const unranked: TierHero[] = [];
  for (const row of rows) {
    const hero = toHeroCard(row);
    if (row.tier) byTier.get(row.tier)?.push(hero);
    else unranked.push(hero);
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

/** A hero's tier in every mode (null where it is not ranked); 404 for an unknown hero. */
export async function findHeroTiers(db: DbOrTx, slug: string): Promise<HeroTiers> {
  const [hero] = await db.select({ id: heroes.id }).from(heroes).where(eq(heroes.slug, slug)).limit(1);
  if (!hero) throw new AppError('NOT_FOUND', HERO_MESSAGES.notFound);
  const rows = await db
    .select({ name: gameModes.name, slug: gameModes.slug, tier: heroTiers.tier })
    .from(gameModes)
    .leftJoin(heroTiers, and(eq(heroTiers.modeId, gameModes.id), eq(heroTiers.heroId, hero.id)))
    .orderBy(asc(gameModes.position), asc(gameModes.name));
  return { items: rows.map((row) => ({ mode: { name: row.name, slug: row.slug }, tier: row.tier ?? null })) };
}
