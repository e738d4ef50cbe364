import { slugifyRuns } from '../common/slug.ts';
import { htmlToPlainText } from '../common/text.ts';

/** Trimmed title length (at most 150 keeps cards and page titles readable). */
export const GUIDE_TITLE_MIN_LENGTH = 5;
export const GUIDE_TITLE_MAX_LENGTH = 150;
/** Content length in characters of text (tags and markup not counted). */
export const GUIDE_CONTENT_MIN_LENGTH = 100;
/** Stored HTML at most 200 000 characters: a long guide with markup, far below the request body limit. */
export const GUIDE_CONTENT_MAX_HTML_LENGTH = 200_000;
/** Tags per guide and characters per tag. */
export const GUIDE_TAGS_MAX = 10;
export const GUIDE_TAG_MAX_LENGTH = 30;
/** How many heroes one guide may be about. */
export const GUIDE_HEROES_MAX = 5;
/** Guides per page of the public list. */
export const GUIDES_PAGE_SIZE = 12;
/** Characters of text in a card's excerpt. */
export const GUIDE_EXCERPT_LENGTH = 160;
/** Digits of the current time (ms) appended to a guide's slug, so equal titles get different addresses. */
export const GUIDE_SLUG_SUFFIX_DIGITS = 6;
/** A guide shows its table of contents from this many headings on. */
export const GUIDE_CONTENTS_MIN_HEADINGS = 2;
/** Suffix of a guide page's title. */
export const GUIDE_PAGE_TITLE_SUFFIX = ' | Heroes Haven Guides';

/** The library's orders: newest first, most 'Helpful' votes first, most views first. */
export const GUIDE_SORTS = ['newest', 'helpful', 'viewed'] as const;
export type GuideSort = (typeof GUIDE_SORTS)[number];
export const GUIDE_SORT_LABELS: Record<GuideSort, string> = {
  newest: 'Newest',
  helpful: 'Most Helpful',
  viewed: 'Most Viewed',
};

export const GUIDE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type GuideStatus = (typeof GUIDE_STATUSES)[number];

/** The number of characters of text in rich-text HTML, as the minimum-length rule counts them. */
export function richTextLength(html: string): number {
  return htmlToPlainText(html).length;
}

/**
 * A thumbnail is an image link ending in jpg, jpeg, gif or png (http links are shown over https),
 * or an image uploaded here (`/media/<hash>.webp`).
 */
export function isValidGuideThumbnail(url: string): boolean {
  return (
    /^\/media\/[0-9a-f]{64}\.webp$/.test(url) ||
    /^https?:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?\/[^\s"'<>\\?#]*\.(?:jpe?g|gif|png)$/i.test(url)
  );
}

/** Tags as stored: trimmed, empty ones dropped, duplicates (ignoring case) kept once in first-seen order. */
export function normaliseGuideTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/**
 * A guide's slug: the lowercased title with each run of non-alphanumerics turned into a hyphen,
 * then a hyphen and the last 6 digits of the current time in milliseconds.
 */
export function guideSlug(title: string, nowMs: number): string {
  const base = slugifyRuns(title.trim()) || 'guide';
  const suffix = String(Math.trunc(nowMs))
    .slice(-GUIDE_SLUG_SUFFIX_DIGITS)
    .padStart(GUIDE_SLUG_SUFFIX_DIGITS, '0');
  return `${base}-${suffix}`;
}
