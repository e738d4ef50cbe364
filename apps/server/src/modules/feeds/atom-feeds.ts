import { SITE_NAME } from '@haven/shared/common/link-preview';
import { htmlToPlainText, truncateText } from '@haven/shared/common/text';
import { DEFAULT_LANGUAGE, type Language } from '@haven/shared/i18n/languages';
import { desc } from 'drizzle-orm';
import { Feed } from 'feed';
import type { DbOrTx } from '../../db/client.ts';
import { banners, officialContent, redeemCodes } from '../../db/schema/index.ts';
import { siteLink } from '../../mail/language.ts';
import { type ServerTexts, serverTexts } from '../../texts/index.ts';
import { findHeroBannersNames } from './banner-heroes.ts';

/** Entries per feed: the newest. */
const FEED_SIZE = 30;

/** The site's Atom feeds, by the name in their address (/feeds/{name}.xml); titles per language in texts/. */
export const ATOM_FEEDS = ['banners', 'news', 'codes'] as const;
export type AtomFeedName = (typeof ATOM_FEEDS)[number];

type Entry = { id: string; title: string; path: string; date: Date; summary: string };

/**
 * An Atom 1.0 document (RFC 4287) of `entries`, newest first, updated when its newest entry was,
 * in `language`: its labels, and links to the pages in that language.
 */
function atom(name: AtomFeedName, siteUrl: string, entries: Entry[], language: Language): string {
  const english = language === DEFAULT_LANGUAGE;
  const feedUrl = `${siteUrl}/feeds/${name}.xml${english ? '' : `?lang=${language}`}`;
  const home = english ? `${siteUrl}/` : siteLink(siteUrl, '/', language);
  const texts = serverTexts(language).feeds;
  const newest = entries.reduce((latest, entry) => (entry.date > latest ? entry.date : latest), new Date(0));
  const feed = new Feed({
    id: feedUrl,
    title: `${texts.titles[name]} · ${SITE_NAME}`,
    link: home,
    language,
    updated: newest,
    feedLinks: { atom: feedUrl },
    author: { name: SITE_NAME, link: home },
    copyright: texts.copyright,
  });
  for (const entry of entries) {
    feed.addItem({
      // An entry is the same entry in every language.
      id: `${siteUrl}${entry.path}#${entry.id}`,
      title: entry.title,
      link: siteLink(siteUrl, entry.path, language),
      date: entry.date,
      description: entry.summary,
      author: [{ name: SITE_NAME }],
    });
  }
  return feed.atom1();
}

/** The newest banners (by when they start), each with its heroes and the advice. */
async function bannerEntries(db: DbOrTx, texts: ServerTexts['feeds']): Promise<Entry[]> {
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
    summary: texts.bannerSummary({
      type: texts.bannerTypes[row.type],
      heroes: heroNames.get(row.id) ?? '',
      advice: texts.bannerAdvice[row.advice],
      span: { from: row.startsAt.toISOString(), to: row.endsAt.toISOString() },
    }),
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

async function codeEntries(db: DbOrTx, texts: ServerTexts['feeds']): Promise<Entry[]> {
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
    title: texts.codeTitle(row.code),
    path: '/redeem-codes',
    date: row.createdAt,
    summary: texts.codeSummary(row.rewards, row.expiresAt),
  }));
}

const ENTRIES: Record<AtomFeedName, (db: DbOrTx, texts: ServerTexts['feeds']) => Promise<Entry[]>> = {
  banners: bannerEntries,
  news: newsEntries,
  codes: codeEntries,
};

/** The Atom feed `name` as it stands now, in `language`. */
export async function atomFeed(
  db: DbOrTx,
  name: AtomFeedName,
  siteUrl: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<string> {
  return atom(name, siteUrl, await ENTRIES[name](db, serverTexts(language).feeds), language);
}
