import { DATABASE_CATEGORIES } from '@haven/shared/game-database/constants';
import { asc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  banners,
  databaseEntries,
  guides,
  heroes,
  officialContent,
  outfits,
  temporaryTeams,
} from '../../db/schema/index.ts';
import { isListedTeam } from '../teams/find-teams.ts';

/** One address in a sitemap: its path and when it last changed. */
export type SitemapEntry = { path: string; lastModified?: Date };

/** A sitemap holds at most this many addresses. */
export const SITEMAP_MAX_URLS = 50_000;

/** The pages that exist whatever the content: lists, schedules and the about and legal pages. */
const STATIC_PATHS = [
  '/',
  '/heroes',
  '/outfits',
  '/guides',
  '/teams/public',
  '/official-news',
  '/official-updates',
  '/official-events',
  '/flash-events',
  '/redeem-codes',
  '/banners',
  '/timeline',
  '/statistics',
  '/tier-list',
  '/users',
  '/about-website',
  '/about-game',
  '/terms',
  '/privacy',
  '/cookies',
  '/community-guidelines',
  ...DATABASE_CATEGORIES.map((category) => `/database/${category.slug}`),
];

/** The sitemaps of the index, one per kind of page. */
export const SITEMAP_KINDS = [
  'pages',
  'heroes',
  'guides',
  'outfits',
  'teams',
  'official',
  'database',
  'banners',
] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

type Row = { path: string; at: Date };

/** Addresses of one table: `path` builds each page's address from its own columns. */
async function entriesOf(
  db: DbOrTx,
  table: PgTable,
  path: SQL<string>,
  at: PgColumn,
  order: (PgColumn | SQL)[],
  where?: SQL,
): Promise<SitemapEntry[]> {
  const rows = (await db
    .select({ path, at })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(SITEMAP_MAX_URLS)) as Row[];
  return rows.map((row) => ({ path: row.path, lastModified: row.at }));
}

/** Every address of one kind, in a stable order, up to a sitemap's limit. */
export function findSitemapEntries(db: DbOrTx, kind: SitemapKind): Promise<SitemapEntry[]> {
  switch (kind) {
    case 'pages':
      return Promise.resolve(STATIC_PATHS.map((path) => ({ path })));
    case 'heroes':
      return entriesOf(db, heroes, sql<string>`'/heroes/' || ${heroes.slug}`, heroes.updatedAt, [
        asc(heroes.slug),
      ]);
    case 'guides':
      return entriesOf(
        db,
        guides,
        sql<string>`'/guides/' || ${guides.slug}`,
        guides.updatedAt,
        [asc(guides.slug)],
        eq(guides.status, 'approved'),
      );
    case 'outfits':
      return entriesOf(db, outfits, sql<string>`'/outfits/' || ${outfits.slug}`, outfits.updatedAt, [
        asc(outfits.slug),
      ]);
    case 'teams':
      return entriesOf(
        db,
        temporaryTeams,
        sql<string>`'/teams/' || ${temporaryTeams.slug}`,
        temporaryTeams.updatedAt,
        [asc(temporaryTeams.createdAt), asc(temporaryTeams.id)],
        isListedTeam(),
      );
    case 'official':
      return entriesOf(
        db,
        officialContent,
        sql<string>`'/official-' || ${officialContent.type} || '/' || ${officialContent.slug}`,
        officialContent.updatedAt,
        [asc(officialContent.type), asc(officialContent.slug)],
        lte(officialContent.publishDate, sql`now()`),
      );
    case 'database':
      return entriesOf(
        db,
        databaseEntries,
        sql<string>`'/database/' || ${databaseEntries.category} || '/' || ${databaseEntries.slug}`,
        databaseEntries.updatedAt,
        [asc(databaseEntries.category), asc(databaseEntries.slug)],
      );
    case 'banners':
      return entriesOf(db, banners, sql<string>`'/banners/' || ${banners.slug}`, banners.updatedAt, [
        asc(banners.slug),
      ]);
  }
}
