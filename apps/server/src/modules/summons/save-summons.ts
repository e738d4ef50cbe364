import type { BannerType } from '@haven/shared/banners/constants';
import type { Rarity } from '@haven/shared/heroes/constants';
import { SUMMON_MESSAGES as M } from '@haven/shared/summons/messages';
import { canChangeSummonEntry } from '@haven/shared/summons/policies';
import type {
  PityRule,
  PityRuleInput,
  SummonEntry,
  SummonEntryInputSchema,
} from '@haven/shared/summons/schemas';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  banners,
  heroes,
  pityRules,
  summonEntries,
  summonResults,
  summonSettings,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { countEntriesInFigures, countLogInFigures } from './figure-totals.ts';
import { findEntriesByIds } from './find-summons.ts';

type EntryInput = z.output<typeof SummonEntryInputSchema>;

/** A checked entry, ready to write: the banner's own type wins over the one sent. */
type CheckedEntry = {
  bannerId: string | null;
  bannerType: BannerType;
  kind: EntryInput['kind'];
  summonedAt: Date;
  results: { heroId: string | null; rarity: Rarity }[];
};

/**
 * Checks what the schema cannot: the banner and heroes exist, and each hero's result has the
 * hero's rarity. Refusals name the field the form shows them on.
 */
export async function checkEntry(db: DbOrTx, input: EntryInput): Promise<CheckedEntry> {
  let bannerType = input.bannerType;
  if (input.bannerId) {
    const [banner] = await db
      .select({ type: banners.type })
      .from(banners)
      .where(eq(banners.id, input.bannerId));
    if (!banner) throw new AppError('VALIDATION', M.invalidBanner, { bannerId: M.invalidBanner });
    bannerType = banner.type;
  }
  const heroIds = [...new Set(input.results.flatMap((r) => (r.heroId ? [r.heroId] : [])))];
  const found =
    heroIds.length === 0
      ? []
      : await db
          .select({ id: heroes.id, name: heroes.name, rarity: heroes.rarity })
          .from(heroes)
          .where(inArray(heroes.id, heroIds));
  const byId = new Map(found.map((h) => [h.id, h]));
  input.results.forEach((result, index) => {
    if (!result.heroId) return;
    const hero = byId.get(result.heroId);
    const field = `results.${index}`;
    if (!hero) throw new AppError('VALIDATION', M.unknownHero, { [field]: M.unknownHero });
    if (hero.rarity !== result.rarity) {
      const message = M.heroRarityMismatch(hero.name, hero.rarity);
      throw new AppError('VALIDATION', message, { [field]: message });
    }
  });
  return {
    bannerId: input.bannerId,
    bannerType,
    kind: input.kind,
    summonedAt: new Date(input.summonedAt),
    results: input.results.map((r) => ({ heroId: r.heroId, rarity: r.rarity })),
  };
}

/** Writes checked entries of a member (inside the caller's transaction). */
export async function insertEntries(tx: DbOrTx, userId: string, entries: CheckedEntry[]): Promise<string[]> {
  if (entries.length === 0) return [];
  const rows = await tx
    .insert(summonEntries)
    .values(
      entries.map((e) => ({
        userId,
        bannerId: e.bannerId,
        bannerType: e.bannerType,
        kind: e.kind,
        summonedAt: e.summonedAt,
      })),
    )
    .returning({ id: summonEntries.id });
  const results = rows.flatMap((row, i) =>
    (entries[i]?.results ?? []).map((r, position) => ({
      entryId: row.id,
      position: position + 1,
      heroId: r.heroId,
      rarity: r.rarity,
    })),
  );
  await tx.insert(summonResults).values(results);
  return rows.map((r) => r.id);
}

/** Logs a summon in the member's own log and returns it. */
export async function logSummon(db: Db, viewer: Viewer, input: EntryInput): Promise<SummonEntry> {
  const entry = await checkEntry(db, input);
  const [id] = await db.transaction(async (tx) => {
    const ids = await insertEntries(tx, viewer.id, [entry]);
    await countEntriesInFigures(tx, viewer.id, ids, 1);
    return ids;
  });
  const [saved] = await findEntriesByIds(db, id ? [id] : []);
  if (!saved) throw new AppError('INTERNAL', M.saveFailed);
  return saved;
}

/** The member's own entry, locked for a change: 404 when there is none, 403 when it is another's. */
async function ownEntry(tx: DbOrTx, viewer: Viewer, entryId: string) {
  const [entry] = await tx
    .select({ userId: summonEntries.userId })
    .from(summonEntries)
    .where(eq(summonEntries.id, entryId))
    .for('update');
  if (!entry) throw new AppError('NOT_FOUND', M.notFound);
  if (!canChangeSummonEntry(viewer, entry.userId)) throw new AppError('FORBIDDEN', M.notYours);
}

/** Saves over one of the member's own entries: its banner, kind, time and results. */
export async function updateSummon(
  db: Db,
  viewer: Viewer,
  entryId: string,
  input: EntryInput,
): Promise<SummonEntry> {
  const entry = await checkEntry(db, input);
  await db.transaction(async (tx) => {
    await ownEntry(tx, viewer, entryId);
    await countEntriesInFigures(tx, viewer.id, [entryId], -1);
    await tx
      .update(summonEntries)
      .set({
        bannerId: entry.bannerId,
        bannerType: entry.bannerType,
        kind: entry.kind,
        summonedAt: entry.summonedAt,
      })
      .where(eq(summonEntries.id, entryId));
    await tx.delete(summonResults).where(eq(summonResults.entryId, entryId));
    await tx
      .insert(summonResults)
      .values(
        entry.results.map((r, i) => ({ entryId, position: i + 1, heroId: r.heroId, rarity: r.rarity })),
      );
    await countEntriesInFigures(tx, viewer.id, [entryId], 1);
  });
  const [saved] = await findEntriesByIds(db, [entryId]);
  if (!saved) throw new AppError('NOT_FOUND', M.notFound);
  return saved;
}

/** Deletes one of the member's own entries. */
export async function deleteSummon(db: Db, viewer: Viewer, entryId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await ownEntry(tx, viewer, entryId);
    await countEntriesInFigures(tx, viewer.id, [entryId], -1);
    await tx.delete(summonEntries).where(eq(summonEntries.id, entryId));
  });
}

/** An admin sets one banner type's pity rule. */
export async function savePityRule(
  db: DbOrTx,
  bannerType: BannerType,
  input: PityRuleInput,
): Promise<PityRule> {
  await db
    .insert(pityRules)
    .values({ bannerType, ...input })
    .onConflictDoUpdate({ target: pityRules.bannerType, set: { ...input, updatedAt: new Date() } });
  return { bannerType, ...input };
}

/**
 * The member chooses whether their summons count in the community figures; a change adds their
 * whole log to the kept totals or takes it away, in the same transaction.
 */
export async function saveSummonSettings(db: Db, userId: string, shareFigures: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ share: summonSettings.shareFigures })
      .from(summonSettings)
      .where(eq(summonSettings.userId, userId))
      .for('update');
    if ((current?.share ?? false) === shareFigures) return;
    await tx
      .insert(summonSettings)
      .values({ userId, shareFigures })
      .onConflictDoUpdate({ target: summonSettings.userId, set: { shareFigures, updatedAt: new Date() } });
    await countLogInFigures(tx, userId, shareFigures ? 1 : -1);
  });
}
