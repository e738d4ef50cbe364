import { BANNER_ADVICE_LABELS, BANNER_TYPE_LABELS } from '@haven/shared/banners/constants';
import { SITE_NAME } from '@haven/shared/common/link-preview';
import { htmlToPlainText, truncateText } from '@haven/shared/common/text';
import { desc } from 'drizzle-orm';
import { Feed } from 'feed';
import type { DbOrTx } from '../../db/client.ts';
import { banners, officialContent, redeemCodes } from '../../db/schema/index.ts';
import { findHeroBannersNames } from './banner-heroes.ts';

/** Entries per feed: the newest. */
const FEED_SIZE = 30;

/** The site's Atom feeds, by the name in their address (/feeds/{name}.xml). */
export const ATOM_FEEDS = {
  banners: 'Banners',
  news: 'Official News, Updates and Events',
  codes: 'Redeem Codes',
} as const;
export type AtomFeedName = keyof typeof ATOM_FEEDS;

type Entry = { id: string; title: string; path: string; date: Date; summary: string };

/** An Atom 1.0 document (RFC 4287) of `entries`, newest first, updated when its newest entry was. */
function atom(name: AtomFeedName, siteUrl: string, entries: Entry[]): string {
  const feedUrl = `${siteUrl}/feeds/${name}.xml`;
  const newest = entries.reduce((latest, entry) => (entry.date > latest ? entry.date : latest), new Date(0));
  const feed = new Feed({
    id: feedUrl,
    title: `${ATOM_FEEDS[name]} · ${SITE_NAME}`,
    link: `${siteUrl}/`,
    updated: newest,
    feedLinks: { atom: feedUrl },
    author: { name: SITE_NAME, link: `${siteUrl}/` },
    copyright: `${SITE_NAME}, a fan-made community site`,
  });
  for (const entry of entries) {
    feed.addItem({
      id: `${siteUrl}${entry.path}#${entry.id}`,
      title: entry.title,
      link: `${siteUrl}${entry.path}`,
      date: entry.date,
      description: entry.summary,
      author: [{ name: SITE_NAME }],
    });
  }
  return feed.atom1();
}

/** The newest banners (by when they start), each with its heroes and the advice. */
async function bannerEntries(db: DbOrTx): Promise<Entry[]> {
  const rows = await db
    .select({
      id: banners.id,
      name: banners.name,
      slug: banners.slug,
      type: banners.type,
      advice: banners.advice,
      startsAt: banners.startsAt,
      endsAt: banners.endsAt,
      updatedAt: banners.updatedAt,
    })
    .from(banners)
    .orderBy(desc(banners.startsAt))
    .limit(FEED_SIZE);
  const heroNames = await findHeroBannersNames(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.name,
    path: `/banners/${encodeURIComponent(row.slug)}`,
    date: row.updatedAt > row.startsAt ? row.updatedAt : row.startsAt,
    summary:
      `${BANNER_TYPE_LABELS[row.type]} banner featuring ${heroNames.get(row.id) ?? ''}, ` +
      `${row.startsAt.toISOString()} to ${row.endsAt.toISOString()}. Advice: ${BANNER_ADVICE_LABELS[row.advice]}.`,
  }));
}

async function newsEntries(db: DbOrTx): Promise<Entry[]> {
  const rows = await db
    .select({
      id: officialContent.id,
      type: officialContent.type,
      title: officialContent.title,
      slug: officialContent.slug,
      description: officialContent.description,
      publishDate: officialContent.publishDate,
    })
    .from(officialContent)
    .orderBy(desc(officialContent.publishDate))
    .limit(FEED_SIZE);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    path: `/official-${row.type}/${encodeURIComponent(row.slug)}`,
    date: row.publishDate,
    summary: truncateText(htmlToPlainText(row.description), 300),
  }));
}

async function codeEntries(db: DbOrTx): Promise<Entry[]> {
  const rows = await db
    .select({
      id: redeemCodes.id,
      code: redeemCodes.code,
      rewards: redeemCodes.rewards,
      expiresAt: redeemCodes.expiresAt,
      createdAt: redeemCodes.createdAt,
    })
    .from(redeemCodes)
    .orderBy(desc(redeemCodes.createdAt))
    .limit(FEED_SIZE);
  return rows.map((row) => ({
    id: row.id,
    title: `New code: ${row.code}`,
    path: '/redeem-codes',
    date: row.createdAt,
    summary: `${row.rewards}${row.expiresAt ? ` (works through ${row.expiresAt})` : ''}`,
  }));
}

const ENTRIES: Record<AtomFeedName, (db: DbOrTx) => Promise<Entry[]>> = {
  banners: bannerEntries,
  news: newsEntries,
  codes: codeEntries,
};

/** The Atom feed `name` as it stands now. */
export async function atomFeed(db: DbOrTx, name: AtomFeedName, siteUrl: string): Promise<string> {
  return atom(name, siteUrl, await ENTRIES[name](db));
}
