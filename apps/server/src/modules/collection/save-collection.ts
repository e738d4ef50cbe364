import type { CollectionVisibility } from '@haven/shared/collection/constants';
import { COLLECTION_MESSAGES as M } from '@haven/shared/collection/messages';
import { canEditCollection } from '@haven/shared/collection/policies';
import { entryRangeProblems } from '@haven/shared/collection/rules';
import type { CollectionEntryResult, SaveCollectionEntryRequest } from '@haven/shared/collection/schemas';
import { SaveCollectionEntryRequestSchema } from '@haven/shared/collection/schemas';
import {
  type ImportCollectionRequest,
  type ImportCollectionResult,
  type ImportRow,
  parseCollectionCsv,
  parseCollectionJson,
  type RefusedRow,
} from '@haven/shared/collection/transfer';
import type { Rarity } from '@haven/shared/heroes/constants';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { collectionEntries, collectionSettings, heroes, heroOwnerCounts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { toEntry } from './find-collection.ts';

/** Refuses a change to a collection that is not the viewer's own (the routes only name their own). */
function assertOwnCollection(viewer: Viewer, ownerId: string): void {
  if (!canEditCollection(viewer, ownerId)) throw new AppError('FORBIDDEN', M.saveFailed);
}

async function heroOf(tx: DbOrTx, heroId: string): Promise<{ name: string; rarity: Rarity }> {
  const [hero] = await tx
    .select({ name: heroes.name, rarity: heroes.rarity })
    .from(heroes)
    .where(eq(heroes.id, heroId));
  if (!hero) throw new AppError('NOT_FOUND', M.heroNotFound);
  return hero;
}

/** Raises the kept owner counts of `heroIds` by one each (relative, so concurrent writes add up). */
async function countNewOwners(tx: Tx, heroIds: string[]): Promise<void> {
  if (heroIds.length === 0) return;
  await tx
    .insert(heroOwnerCounts)
    .values(heroIds.map((heroId) => ({ heroId, owners: 1 })))
    .onConflictDoUpdate({
      target: heroOwnerCounts.heroId,
      set: { owners: sql`${heroOwnerCounts.owners} + 1` },
    });
}

const entryReturning = {
  heroId: collectionEntries.heroId,
  level: collectionEntries.level,
  stars: collectionEntries.stars,
  note: collectionEntries.note,
  isBuilding: collectionEntries.isBuilding,
  updatedAt: collectionEntries.updatedAt,
  // A row the statement inserted (rather than updated) has no deleting transaction.
  isNew: sql<boolean>`(xmax = 0)`,
};

/**
 * One tap: marks a hero owned (level 1, one star) or no longer owned, keeping the hero's owner
 * count in the same transaction. Marking an owned hero owned again changes nothing.
 */
export async function setHeroOwned(
  db: Db,
  viewer: Viewer,
  heroId: string,
  owned: boolean,
): Promise<CollectionEntryResult> {
  assertOwnCollection(viewer, viewer.id);
  return db.transaction(async (tx) => {
    await heroOf(tx, heroId);
    if (owned) {
      const [inserted] = await tx
        .insert(collectionEntries)
        .values({ userId: viewer.id, heroId })
        .onConflictDoNothing()
        .returning({ heroId: collectionEntries.heroId });
      if (inserted) await countNewOwners(tx, [heroId]);
      const [row] = await tx
        .select(entryReturning)
        .from(collectionEntries)
        .where(and(eq(collectionEntries.userId, viewer.id), eq(collectionEntries.heroId, heroId)));
      return { heroId, entry: row ? toEntry(row) : null };
    }
    const removed = await tx
      .delete(collectionEntries)
      .where(and(eq(collectionEntries.userId, viewer.id), eq(collectionEntries.heroId, heroId)))
      .returning({ heroId: collectionEntries.heroId });
    if (removed.length > 0) {
      await tx
        .update(heroOwnerCounts)
        .set({ owners: sql`${heroOwnerCounts.owners} - 1` })
        .where(eq(heroOwnerCounts.heroId, heroId));
    }
    return { heroId, entry: null };
  });
}

/**
 * Saves the level, stars, note and building mark of one hero, owning it if it was not: the level
 * and stars must fit the hero's rarity (400 with the field's message, nothing written).
 */
export async function saveCollectionEntry(
  db: Db,
  viewer: Viewer,
  heroId: string,
  input: SaveCollectionEntryRequest,
): Promise<CollectionEntryResult> {
  assertOwnCollection(viewer, viewer.id);
  const values = SaveCollectionEntryRequestSchema.parse(input);
  return db.transaction(async (tx) => {
    const hero = await heroOf(tx, heroId);
    const problems = entryRangeProblems(hero.rarity, values);
    const first = Object.values(problems)[0];
    if (first) throw new AppError('VALIDATION', first, problems);
    const [row] = await tx
      .insert(collectionEntries)
      .values({ userId: viewer.id, heroId, ...values })
      .onConflictDoUpdate({
        target: [collectionEntries.userId, collectionEntries.heroId],
        set: { ...values, updatedAt: sql`now()` },
      })
      .returning(entryReturning);
    if (!row) throw new AppError('INTERNAL', M.saveFailed);
    if (row.isNew) await countNewOwners(tx, [heroId]);
    return { heroId, entry: toEntry(row) };
  });
}

/** Sets who may see the member's collection. */
export async function setCollectionVisibility(
  db: DbOrTx,
  viewer: Viewer,
  visibility: CollectionVisibility,
): Promise<CollectionVisibility> {
  assertOwnCollection(viewer, viewer.id);
  await db
    .insert(collectionSettings)
    .values({ userId: viewer.id, visibility })
    .onConflictDoUpdate({ target: collectionSettings.userId, set: { visibility, updatedAt: sql`now()` } });
  return visibility;
}

/**
 * Imports a collection file (JSON or CSV): every row is checked with the shared schemas, its hero
 * found by slug or name and its level and stars against the hero's rarity. When any row is refused
 * nothing is written unless `onlyAccepted` asks for the accepted rows; the answer lists each refused
 * line. Imported heroes are added or updated; heroes the file does not name are kept.
 */
export async function importCollection(
  db: Db,
  viewer: Viewer,
  request: ImportCollectionRequest,
): Promise<ImportCollectionResult> {
  assertOwnCollection(viewer, viewer.id);
  const parsed =
    request.format === 'json' ? parseCollectionJson(request.content) : parseCollectionCsv(request.content);
  if (!parsed.ok) throw new AppError('VALIDATION', parsed.message, { file: parsed.message });

  const names = parsed.rows.map(({ row }) => row.hero.toLowerCase());
  const known =
    names.length === 0
      ? []
      : await db
          .select({ id: heroes.id, name: heroes.name, slug: heroes.slug, rarity: heroes.rarity })
          .from(heroes)
          .where(or(inArray(heroes.slug, names), inArray(sql`lower(${heroes.name})`, names)));
  const byKey = new Map<string, (typeof known)[number]>();
  for (const hero of known) {
    byKey.set(hero.name.toLowerCase(), hero);
    byKey.set(hero.slug, hero);
  }

  const refused: RefusedRow[] = [...parsed.refused];
  const accepted = new Map<string, ImportRow>();
  for (const { line, row } of parsed.rows) {
    const hero = byKey.get(row.hero.toLowerCase());
    if (!hero) {
      refused.push({ line, message: M.importUnknownHero(row.hero) });
      continue;
    }
    const problem = Object.values(entryRangeProblems(hero.rarity, row))[0];
    if (problem) refused.push({ line, message: `${hero.name}: ${problem}` });
    else if (accepted.has(hero.id)) refused.push({ line, message: M.importDuplicate(hero.name) });
    else accepted.set(hero.id, row);
  }
  refused.sort((a, b) => a.line - b.line);
  const result = { accepted: accepted.size, refused };
  if ((refused.length > 0 && !request.onlyAccepted) || accepted.size === 0) return { imported: 0, ...result };

  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(collectionEntries)
      .values(
        [...accepted].map(([heroId, row]) => ({
          userId: viewer.id,
          heroId,
          level: row.level,
          stars: row.stars,
          note: row.note,
          isBuilding: row.building,
        })),
      )
      .onConflictDoUpdate({
        target: [collectionEntries.userId, collectionEntries.heroId],
        set: {
          level: sql`excluded.level`,
          stars: sql`excluded.stars`,
          note: sql`excluded.note`,
          isBuilding: sql`excluded.is_building`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ heroId: collectionEntries.heroId, isNew: entryReturning.isNew });
    await countNewOwners(
      tx,
      rows.filter((row) => row.isNew).map((row) => row.heroId),
    );
  });
  return { imported: accepted.size, ...result };
}

/**
 * Takes a member's heroes out of the kept owner counts, inside the transaction that deletes the
 * member (the cascade then removes their rows).
 */
export async function uncountMemberCollection(tx: Tx, memberId: string): Promise<void> {
  await tx
    .update(heroOwnerCounts)
    .set({ owners: sql`${heroOwnerCounts.owners} - 1` })
    .from(collectionEntries)
    .where(and(eq(collectionEntries.heroId, heroOwnerCounts.heroId), eq(collectionEntries.userId, memberId)));
}

/** The member's entries for export, by hero name. */
export function findCollectionForExport(db: DbOrTx, userId: string) {
  return db
    .select({
      hero: heroes.slug,
      name: heroes.name,
      level: collectionEntries.level,
      stars: collectionEntries.stars,
      building: collectionEntries.isBuilding,
      note: collectionEntries.note,
    })
    .from(collectionEntries)
    .innerJoin(heroes, eq(heroes.id, collectionEntries.heroId))
    .where(eq(collectionEntries.userId, userId))
    .orderBy(heroes.name);
}
