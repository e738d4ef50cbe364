import { ADMIN_OUTFITS_PAGE_SIZE, OUTFITS_PAGE_SIZE } from '@haven/shared/outfits/constants';
import type {
  AdminOutfit,
  AdminOutfitListResponse,
  OutfitDetail,
  OutfitFacets,
  OutfitListQuerySchema,
  OutfitListResponse,
} from '@haven/shared/outfits/schemas';
import { and, arrayOverlaps, asc, count, desc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { outfitSearchText, outfits } from '../../db/schema/index.ts';
import { findPage } from '../../lib/paginate.ts';
import { containsPattern } from '../game-database/search-text.ts';

type OutfitListFilters = z.output<typeof OutfitListQuerySchema>;

/** Columns of an outfit card, in the shape the shared schema describes. */
export const outfitCardColumns = {
  id: outfits.id,
  name: outfits.name,
  slug: outfits.slug,
  folderName: outfits.folderName,
  description: outfits.description,
  category: outfits.category,
  tags: outfits.tags,
  overallImage: outfits.overallImage,
  maleImage: outfits.maleImage,
  femaleImage: outfits.femaleImage,
  /** Left out of the public answers by their schema; the admin table's editor saves against it. */
  version: outfits.version,
};

function searchCondition(search: string | undefined): SQL | undefined {
  return search ? sql`${outfitSearchText(outfits)} like ${containsPattern(search)}` : undefined;
}

function filtersToWhere(filters: Omit<OutfitListFilters, 'page'>): SQL | undefined {
  const conditions: SQL[] = [];
  const search = searchCondition(filters.search);
  if (search) conditions.push(search);
  if (filters.category.length > 0) conditions.push(inArray(outfits.category, filters.category));
  if (filters.tag.length > 0) conditions.push(arrayOverlaps(outfits.tags, filters.tag));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

async function findOutfitPage(
  db: DbOrTx,
  where: SQL | undefined,
  page: number,
  pageSize: number,
): Promise<{ items: AdminOutfit[]; total: number; page: number; pageSize: number; totalPages: number }> {
  return findPage({
    page,
    pageSize,
    count: db.select({ total: count() }).from(outfits).where(where),
    rows: (limit, offset) =>
      db
        .select(outfitCardColumns)
        .from(outfits)
        .where(where)
        .orderBy(asc(outfits.folderNumber))
        .limit(limit)
        .offset(offset),
  });
}

/**
 * One gallery page in folder order (outfit_2 before outfit_10), searched on name, description and
 * folder, filtered by categories and by tags (an outfit with any of the chosen tags).
 */
export async function findOutfits(db: DbOrTx, filters: OutfitListFilters): Promise<OutfitListResponse> {
  return findOutfitPage(db, filtersToWhere(filters), filters.page, OUTFITS_PAGE_SIZE);
}

/** One page of the admin table, searched like the gallery. */
export async function findAdminOutfits(
  db: DbOrTx,
  query: { search?: string | undefined; page: number },
): Promise<AdminOutfitListResponse> {
  return findOutfitPage(db, searchCondition(query.search), query.page, ADMIN_OUTFITS_PAGE_SIZE);
}

/** Every category and tag in use, with counts, for the gallery's filter. */
export async function getOutfitFacets(db: DbOrTx): Promise<OutfitFacets> {
  const tagRows = db
    .$with('outfit_tags')
    .as(db.select({ tag: sql<string>`unnest(${outfits.tags})`.as('tag') }).from(outfits));
  const [categories, tags] = await Promise.all([
    db
      .select({ value: outfits.category, count: count() })
      .from(outfits)
      .where(sql`${outfits.category} is not null`)
      .groupBy(outfits.category)
      .orderBy(asc(outfits.category)),
    db
      .with(tagRows)
      .select({ value: tagRows.tag, count: count() })
      .from(tagRows)
      .groupBy(tagRows.tag)
      .orderBy(asc(tagRows.tag)),
  ]);
  return {
    categories: categories.flatMap((row) => (row.value ? [{ value: row.value, count: row.count }] : [])),
    tags: tags.map((row) => ({ value: row.value, count: row.count })),
  };
}

/**
 * The outfit with this folder number, with the outfits before and after it in gallery order
 * (the nearest numbers, so a gap in the folders is stepped over), or null.
 */
export async function findOutfitByNumber(db: DbOrTx, folderNumber: number): Promise<OutfitDetail | null> {
  const neighbour = { slug: outfits.slug, name: outfits.name };
  const [[row], [previous], [next]] = await Promise.all([
    db
      .select({ ...outfitCardColumns, updatedAt: outfits.updatedAt })
      .from(outfits)
      .where(eq(outfits.folderNumber, folderNumber)),
    db
      .select(neighbour)
      .from(outfits)
      .where(lt(outfits.folderNumber, folderNumber))
      .orderBy(desc(outfits.folderNumber))
      .limit(1),
    db
      .select(neighbour)
      .from(outfits)
      .where(gt(outfits.folderNumber, folderNumber))
      .orderBy(asc(outfits.folderNumber))
      .limit(1),
  ]);
  if (!row) return null;
  return {
    ...row,
    updatedAt: row.updatedAt.toISOString(),
    previous: previous ?? null,
    next: next ?? null,
  };
}
