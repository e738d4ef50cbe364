import { slugifyName } from '@haven/shared/common/slug';
import type { Versioned } from '@haven/shared/common/versions';
import { findDatabaseCategory } from '@haven/shared/game-database/constants';
import { DATABASE_MESSAGES } from '@haven/shared/game-database/messages';
import type { DatabaseEntryValues, SavedDatabaseEntry } from '@haven/shared/game-database/schemas';
import { eq, inArray } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { databaseEntries, databaseEntryHeroes, heroes } from '../../db/schema/index.ts';
import { atVersion, missingOrStale, nextVersion } from '../../lib/edit-version.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { sanitizeRichHtml } from '../../lib/rich-text.ts';
import { withModerationRecord } from '../moderation/record-moderation.ts';
import { databaseSearchText } from './search-text.ts';

/** What an entry is made of; summary, description, image, rarity, tags, attributes and heroes are optional. */
export type DatabaseEntryFields = Pick<DatabaseEntryValues, 'category' | 'name'> &
  Partial<Omit<DatabaseEntryValues, 'category' | 'name'>>;

const saved = {
  id: databaseEntries.id,
  category: databaseEntries.category,
  slug: databaseEntries.slug,
  version: databaseEntries.version,
};

/** The row to store: the slug from the name and the search text from name, summary and tags. */
function toRow(fields: DatabaseEntryFields) {
  const summary = fields.summary ?? '';
  const tags = fields.tags ?? [];
  const slug = slugifyName(fields.name);
  if (slug === '') {
    throw new AppError('VALIDATION', DATABASE_MESSAGES.nameNoLetters, {
      name: DATABASE_MESSAGES.nameNoLetters,
    });
  }
  return {
    category: fields.category,
    name: fields.name,
    slug,
    summary,
    description: sanitizeRichHtml(fields.description ?? ''),
    imageUrl: fields.imageUrl ?? null,
    rarity: fields.rarity ?? null,
    tags,
    attributes: fields.attributes ?? [],
    searchText: databaseSearchText({ name: fields.name, summary, tags }),
  };
}

function nameTaken(category: string): AppError {
  const message = DATABASE_MESSAGES.nameTaken(findDatabaseCategory(category)?.label ?? category);
  return new AppError('CONFLICT', message, { name: message });
}

function heroNotFound(): AppError {
  return new AppError('VALIDATION', DATABASE_MESSAGES.heroNotFound, {
    relatedHeroIds: DATABASE_MESSAGES.heroNotFound,
  });
}

/** Stores the entry's related heroes in the order given, replacing any it had. */
async function writeRelatedHeroes(tx: DbOrTx, entryId: string, ids: readonly string[]): Promise<void> {
  await tx.delete(databaseEntryHeroes).where(eq(databaseEntryHeroes.entryId, entryId));
  const heroIds = [...new Set(ids)];
  if (heroIds.length === 0) return;
  const found = await tx.select({ id: heroes.id }).from(heroes).where(inArray(heroes.id, heroIds));
  if (found.length !== heroIds.length) throw heroNotFound();
  await tx
    .insert(databaseEntryHeroes)
    .values(heroIds.map((heroId, position) => ({ entryId, heroId, position })));
}

/**
 * Runs a save, answering a slug already used in the category (the unique index settles races
 * between two admins) with the name field's message, and a hero deleted meanwhile with the
 * related heroes' one.
 */
async function saving<T>(category: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'database_entries_category_slug_uq')) throw nameTaken(category);
    if (isForeignKeyViolation(error)) throw heroNotFound();
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Inserts an entry with its related heroes in one transaction: the description is sanitised,
 * the slug and search text derived. The admin editor, the seeds and the tests all save through it.
 */
export async function insertDatabaseEntry(db: Db, fields: DatabaseEntryFields): Promise<SavedDatabaseEntry> {
  const row = toRow(fields);
  return saving(row.category, () =>
    db.transaction(async (tx) => {
      const [created] = await tx.insert(databaseEntries).values(row).returning(saved);
      if (!created) throw new Error('insert returned nothing');
      await writeRelatedHeroes(tx, created.id, fields.relatedHeroIds ?? []);
      return created as SavedDatabaseEntry;
    }),
  );
}

/**
 * Replaces an entry (admin) when it is still at the version the editor opened, raising it; a
 * new name or category moves its address, which must be free.
 */
export async function updateDatabaseEntry(
  db: Db,
  id: string,
  { version, ...fields }: DatabaseEntryFields & Versioned,
): Promise<SavedDatabaseEntry> {
  const row = toRow(fields);
  return saving(row.category, () =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(databaseEntries)
        .set({ ...row, updatedAt: new Date(), version: nextVersion(databaseEntries) })
        .where(atVersion(databaseEntries, id, version))
        .returning(saved);
      if (!updated) {
        throw await missingOrStale(tx, databaseEntries, id, version, DATABASE_MESSAGES.entryNotFound);
      }
      await writeRelatedHeroes(tx, id, fields.relatedHeroIds ?? []);
      return updated as SavedDatabaseEntry;
    }),
  );
}

/** Deletes an entry (admin); its links to heroes go with it. */
export async function deleteDatabaseEntry(db: Db, id: string, admin: Viewer): Promise<void> {
  await withModerationRecord(db, admin, async (tx) => {
    const [deleted] = await tx
      .delete(databaseEntries)
      .where(eq(databaseEntries.id, id))
      .returning({ name: databaseEntries.name });
    if (!deleted) throw new AppError('NOT_FOUND', DATABASE_MESSAGES.entryNotFound);
    const target = { kind: 'database_entry', id, label: deleted.name } as const;
    return { result: undefined, entry: { action: 'entry_deleted', target } };
  });
}
