import { htmlToPlainText, truncateText } from '@haven/shared/common/text';
import { GUIDE_MESSAGES } from '@haven/shared/guides/messages';
import { canViewGuide } from '@haven/shared/guides/policies';
import { GUIDE_EXCERPT_LENGTH, GUIDES_PAGE_SIZE, type GuideSort } from '@haven/shared/guides/rules';
import type {
  AdminGuide,
  Guide,
  GuideCard,
  GuideList,
  GuideListQuerySchema,
} from '@haven/shared/guides/schemas';
import type { HeroPickerItem } from '@haven/shared/heroes/schemas';
import { DEFAULT_LANGUAGE, isLanguage } from '@haven/shared/i18n/languages';
import { REPORT_MESSAGES } from '@haven/shared/reports/messages';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import type { DbOrTx } from '../../db/client.ts';
import { guideHeroes, guides, heroes, profiles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { findPage } from '../../lib/paginate.ts';
import { containsPattern } from '../game-database/search-text.ts';
import { heroPickerColumns } from '../heroes/hero-card.ts';

const columns = {
  id: guides.id,
  title: guides.title,
  slug: guides.slug,
  content: guides.content,
  status: guides.status,
  thumbnailUrl: guides.thumbnailUrl,
  tags: guides.tags,
  language: guides.language,
  createdAt: guides.createdAt,
  updatedAt: guides.updatedAt,
  version: guides.version,
  publishedAt: guides.publishedAt,
  helpfulCount: guides.helpfulCount,
  viewCount: guides.viewCount,
  removedAt: guides.removedAt,
  authorId: guides.authorId,
  username: profiles.username,
  avatarUrl: profiles.avatarUrl,
};

type GuideRow = {
  id: string;
  title: string;
  slug: string;
  content: string;
  status: Guide['status'];
  thumbnailUrl: string | null;
  tags: string[];
  language: string;
  createdAt: Date;
  updatedAt: Date;
  version: number;
  publishedAt: Date | null;
  helpfulCount: number;
  viewCount: number;
  removedAt: Date | null;
  authorId: string | null;
  username: string | null;
  avatarUrl: string | null;
};

function authorOf(row: GuideRow): GuideCard['author'] {
  return row.authorId && row.username
    ? { id: row.authorId, username: row.username, avatarUrl: row.avatarUrl }
    : null;
}

function toCard(row: GuideRow): GuideCard {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: truncateText(htmlToPlainText(row.content), GUIDE_EXCERPT_LENGTH),
    thumbnailUrl: row.thumbnailUrl,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    author: authorOf(row),
    helpfulCount: row.helpfulCount,
    viewCount: row.viewCount,
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
  };
}

/** The heroes a guide is about, in the author's order. */
async function findGuideHeroes(db: DbOrTx, guideId: string): Promise<HeroPickerItem[]> {
  return db
    .select(heroPickerColumns)
    .from(guideHeroes)
    .innerJoin(heroes, eq(heroes.id, guideHeroes.heroId))
    .where(eq(guideHeroes.guideId, guideId))
    .orderBy(asc(guideHeroes.position));
}

/** Picker items of these heroes, in the order given. */
export async function findHeroItems(db: DbOrTx, heroIds: string[]): Promise<HeroPickerItem[]> {
  if (heroIds.length === 0) return [];
  const rows = await db.select(heroPickerColumns).from(heroes).where(inArray(heroes.id, heroIds));
  return heroIds.flatMap((id) => rows.find((row) => row.id === id) ?? []);
}

/** The whole guide as the detail page shows it. */
export function toGuide(row: GuideRow, guideHeroList: HeroPickerItem[]): Guide {
  return {
    id: row.id,
    heroes: guideHeroList,
    title: row.title,
    slug: row.slug,
    content: row.content,
    status: row.status,
    thumbnailUrl: row.thumbnailUrl,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    author: authorOf(row),
    helpfulCount: row.helpfulCount,
    viewCount: row.viewCount,
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    votedHelpful: false,
    mentions: [],
    mentionedHeroes: [],
  };
}

/**
 * Each order as its index holds it ('nulls last' as the indexes are declared; the columns have no
 * nulls), newest first among equals.
 */
const ORDERS: Record<GuideSort, SQL[]> = {
  newest: [sql`${guides.createdAt} desc nulls last`, sql`${guides.id} desc nulls last`],
  helpful: [
    sql`${guides.helpfulCount} desc nulls last`,
    sql`${guides.createdAt} desc nulls last`,
    sql`${guides.id} desc nulls last`,
  ],
  viewed: [
    sql`${guides.viewCount} desc nulls last`,
    sql`${guides.createdAt} desc nulls last`,
    sql`${guides.id} desc nulls last`,
  ],
};

/**
 * One page of approved guides in the chosen order, optionally matching a search (in the title or a
 * tag, ignoring case), carrying a tag, being about a hero and written by a member (their username),
 * with every tag used by approved guides for the filter chips.
 */
export async function findApprovedGuides(
  db: DbOrTx,
  query: z.output<typeof GuideListQuerySchema>,
): Promise<GuideList> {
  const conditions: SQL[] = [eq(guides.status, 'approved')];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      sql`(lower(${guides.title}) like ${pattern} or lower(array_to_string(${guides.tags}, ' ')) like ${pattern})`,
    );
  }
  if (query.language) conditions.push(eq(guides.language, query.language));
  if (query.tag) conditions.push(sql`${guides.tags} @> array[${query.tag}]::text[]`);
  // The hero's guides come from guide_heroes_hero_idx as one array of ids.
  if (query.hero) {
    conditions.push(
      sql`${guides.id} = any(array(select ${guideHeroes.guideId} from ${guideHeroes} where ${guideHeroes.heroId} = ${query.hero}))`,
    );
  }
  if (query.author) {
    conditions.push(
      sql`${guides.authorId} = (select ${profiles.id} from ${profiles} where lower(${profiles.username}) = ${query.author.toLowerCase()})`,
    );
  }
  const where = and(...conditions);
  const [page, tagRows] = await Promise.all([
    findPage({
      page: query.page,
      pageSize: GUIDES_PAGE_SIZE,
      count: db.select({ total: sql<number>`count(*)::int` }).from(guides).where(where),
      rows: (limit, offset) =>
        db
          .select(columns)
          .from(guides)
          .leftJoin(profiles, eq(profiles.id, guides.authorId))
          .where(where)
          .orderBy(...ORDERS[query.sort])
          .limit(limit)
          .offset(offset),
    }),
    db
      .selectDistinct({ tag: sql<string>`unnest(${guides.tags})` })
      .from(guides)
      .where(eq(guides.status, 'approved'))
      .orderBy(sql`1`),
  ]);
  return { ...page, items: page.items.map(toCard), allTags: tagRows.map((r) => r.tag) };
}

async function findGuideRow(db: DbOrTx, condition: SQL): Promise<GuideRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(guides)
    .leftJoin(profiles, eq(profiles.id, guides.authorId))
    .where(condition)
    .limit(1);
  return row;
}

/** The guide at `slug` if `viewer` may read it (approved, or theirs, or they are an admin); 404 otherwise. */
export async function findGuideBySlug(db: DbOrTx, slug: string, viewer: Viewer | null): Promise<Guide> {
  const row = await findGuideRow(db, eq(guides.slug, slug));
  if (!row || !canViewGuide(viewer, row)) {
    // Readers of a guide a moderator removed are told so.
    throw new AppError(
      'NOT_FOUND',
      row?.removedAt ? REPORT_MESSAGES.removedItem : GUIDE_MESSAGES.notFoundOrForbidden,
    );
  }
  return toGuide(row, await findGuideHeroes(db, row.id));
}

/** A guide by id, whatever its status (for the services that change it). */
export async function findGuideById(db: DbOrTx, id: string): Promise<GuideRow> {
  const row = await findGuideRow(db, eq(guides.id, id));
  if (!row) throw new AppError('NOT_FOUND', GUIDE_MESSAGES.notFound);
  return row;
}

/** Every guide with its author and status, newest first (the review page). */
export async function findAllGuides(db: DbOrTx): Promise<AdminGuide[]> {
  const rows = await db
    .select(columns)
    .from(guides)
    .leftJoin(profiles, eq(profiles.id, guides.authorId))
    .orderBy(desc(guides.createdAt), desc(guides.id));
  return rows.map((row) => ({ ...toCard(row), status: row.status, updatedAt: row.updatedAt.toISOString() }));
}
