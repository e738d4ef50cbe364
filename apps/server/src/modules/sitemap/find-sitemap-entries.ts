import { DATABASE_CATEGORIES } from '@haven/shared/game-database/constants';
import { asc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  databaseEntries,
  guides,
  heroes,
  officialContent,
  outfits,
  temporaryTeams,
} from '../../db/schema/index.ts';

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
] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** Every address of one kind, oldest first, up to a sitemap's limit. */
export async function findSitemapEntries(db: DbOrTx, kind: SitemapKind): Promise<SitemapEntry[]> {
  const limit = SITEMAP_MAX_URLS;
  switch (kind) {
    case 'pages':
      return STATIC_PATHS.map((path) => ({ path }));
    case 'heroes': {
      const rows = await db
        .select({ slug: heroes.slug, at: heroes.updatedAt })
        .from(heroes)
        .orderBy(asc(heroes.slug))
        .limit(limit);
      return rows.map((row) => ({ path: `/heroes/${row.slug}`, lastModified: row.at }));
    }
    case 'guides': {
      const rows = await db
        .select({ slug: guides.slug, at: guides.updatedAt })
        .from(guides)
        .where(eq(guides.status, 'approved'))
        .orderBy(asc(guides.slug))
        .limit(limit);
      return rows.map((row) => ({ path: `/guides/${row.slug}`, lastModified: row.at }));
    }
    case 'outfits': {
      const rows = await db
        .select({ slug: outfits.slug, at: outfits.updatedAt })
        .from(outfits)
        .orderBy(asc(outfits.slug))
        .limit(limit);
      return rows.map((row) => ({ path: `/outfits/${row.slug}`, lastModified: row.at }));
    }
    case 'teams': {
      const rows = await db
        .select({ slug: temporaryTeams.slug, at: temporaryTeams.updatedAt })
        .from(temporaryTeams)
        .orderBy(asc(temporaryTeams.createdAt), asc(temporaryTeams.id))
        .limit(limit);
      return rows.map((row) => ({ path: `/teams/${row.slug}`, lastModified: row.at }));
    }
    case 'official': {
      const rows = await db
        .select({ type: officialContent.type, slug: officialContent.slug, at: officialContent.updatedAt })
        .from(officialContent)
        .where(lte(officialContent.publishDate, sql`now()`))
        .orderBy(asc(officialContent.type), asc(officialContent.slug))
        .limit(limit);
      return rows.map((row) => ({ path: `/official-${row.type}/${row.slug}`, lastModified: row.at }));
    }
    case 'database': {
      const rows = await db
        .select({
          category: databaseEntries.category,
          slug: databaseEntries.slug,
          at: databaseEntries.updatedAt,
        })
        .from(databaseEntries)
        .orderBy(asc(databaseEntries.category), asc(databaseEntries.slug))
        .limit(limit);
      return rows.map((row) => ({ path: `/database/${row.category}/${row.slug}`, lastModified: row.at }));
    }
  }
}
