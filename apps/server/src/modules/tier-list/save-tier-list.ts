import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import type { Tier } from '@haven/shared/tier-list/constants';
import { TIER_LIST_MESSAGES as M } from '@haven/shared/tier-list/messages';
import type { TierListSave } from '@haven/shared/tier-list/schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameModes, heroes, heroTiers, tierHistory, tierListChanges } from '../../db/schema/index.ts';
import { staleVersion } from '../../lib/edit-version.ts';
import { AppError } from '../../lib/errors.ts';
import { assertCanEditTierList } from './save-game-mode.ts';

/** Each placement's position: its order among the placements of the same tier, from 0. */
function withPositions(modeId: string, placements: TierListSave['placements']) {
  const next = new Map<Tier, number>();
  return placements.map(({ heroId, tier, reason }) => {
    const position = next.get(tier) ?? 0;
    next.set(tier, position + 1);
    return { modeId, heroId, tier, position, reason };
  });
}

/** Every hero whose tier the save changes (null: not ranked), from the placements before it. */
function movesOf(before: ReadonlyMap<string, Tier>, placements: TierListSave['placements']) {
  const after = new Map(placements.map(({ heroId, tier }) => [heroId, tier]));
  const moves: { heroId: string; fromTier: Tier | null; toTier: Tier | null }[] = [];
  for (const [heroId, toTier] of after) {
    const fromTier = before.get(heroId) ?? null;
    if (fromTier !== toTier) moves.push({ heroId, fromTier, toTier });
  }
  for (const [heroId, fromTier] of before) {
    if (!after.has(heroId)) moves.push({ heroId, fromTier, toTier: null });
  }
  return moves;
}

/**
 * Replaces a mode's placements (and their reasons) with the editor's, records its change note,
 * a tier-history row for every hero it moves, and raises the mode's version, all in one transaction. The version is raised with a conditional update
 * first: of two saves made from the same version, the second waits on the row and then finds
 * no row at that version, so it is refused as stale and writes nothing.
 */
export async function saveTierList(
  db: Db,
  viewer: NonNullable<PolicyViewer>,
  modeId: string,
  input: TierListSave,
): Promise<{ version: number }> {
  assertCanEditTierList(viewer);
  return db.transaction(async (tx) => {
    const [raised] = await tx
      .update(gameModes)
      .set({ version: sql`${gameModes.version} + 1`, updatedAt: new Date() })
      .where(and(eq(gameModes.id, modeId), eq(gameModes.version, input.version)))
      .returning({ version: gameModes.version });
    if (!raised) {
      const [mode] = await tx.select({ id: gameModes.id }).from(gameModes).where(eq(gameModes.id, modeId));
      if (!mode) throw new AppError('NOT_FOUND', M.modeNotFound);
      throw staleVersion('game mode', modeId, input.version);
    }
    const heroIds = input.placements.map((placement) => placement.heroId);
    if (heroIds.length > 0) {
      const found = await tx.select({ id: heroes.id }).from(heroes).where(inArray(heroes.id, heroIds));
      if (found.length !== heroIds.length) {
        throw new AppError('VALIDATION', M.unknownHero, { placements: M.unknownHero });
      }
    }
    const before = await tx
      .select({ heroId: heroTiers.heroId, tier: heroTiers.tier })
      .from(heroTiers)
      .where(eq(heroTiers.modeId, modeId));
    await tx.delete(heroTiers).where(eq(heroTiers.modeId, modeId));
    if (heroIds.length > 0) await tx.insert(heroTiers).values(withPositions(modeId, input.placements));
    const [change] = await tx
      .insert(tierListChanges)
      .values({ modeId, authorId: viewer.id, note: input.note })
      .returning({ id: tierListChanges.id });
    const moves = movesOf(new Map(before.map((row) => [row.heroId, row.tier])), input.placements);
    if (change && moves.length > 0) {
      await tx.insert(tierHistory).values(moves.map((move) => ({ ...move, modeId, changeId: change.id })));
    }
    return { version: raised.version };
  });
}
