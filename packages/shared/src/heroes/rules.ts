import { RARITIES, type Rarity } from './constants.ts';

/** Heroes per page in the collection. */
export const HEROES_PAGE_SIZE = 20;
/** Heroes per page in the compact view: the whole collection on one page. */
export const HEROES_COMPACT_PAGE_SIZE = 200;
/** Hero comments per page, and the most page buttons shown. */
export const HERO_COMMENTS_PAGE_SIZE = 10;
export const HERO_COMMENTS_MAX_PAGE_BUTTONS = 5;
/**
 * Slugs that would collide with fixed routes beside the hero pages
 * (/api/heroes/stats, /api/heroes/picker, /heroes/compare): no hero may take them.
 */
export const RESERVED_HERO_SLUGS: readonly string[] = ['stats', 'picker', 'compare'];

/** An image this site serves (/media/…) or an https address; nothing else is shown as a hero portrait. */
export function isAllowedImageUrl(value: string): boolean {
  return (
    /^\/media\/[0-9a-f]{64}\.(webp|svg)$/.test(value) ||
    // https, a host name (no user:password@), an optional port, then a path without spaces.
    /^https:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#][^\s"'<>\\]*)?$/i.test(value)
  );
}

/** Highest comment page asked for: deep offsets cost the database a scan of every skipped row. */
export const HERO_COMMENT_PAGE_LIMIT = 1000;
/** Trimmed hero comment length. */
export const HERO_COMMENT_MIN_LENGTH = 5;
export const HERO_COMMENT_MAX_LENGTH = 500;
/** Heroes in the home page's top heroes section. */
export const HOME_TOP_HEROES = 5;
/** At least this many ranked heroes (RATING_RANK_MIN_COUNT ratings each) are needed to rank the home list by rating. */
export const HOME_MIN_RATED_HEROES = 5;
/** The fallback home list considers this many heroes. */
export const HOME_FALLBACK_HEROES = 20;

/** Rank of a rarity, 0 for the best (LR). */
export function rarityOrder(rarity: Rarity): number {
  return RARITIES.indexOf(rarity);
}

/** Page links with ellipses: all when 5 pages or fewer, else first, last and a window round the current. */
export function pageLinks(current: number, totalPages: number): (number | 'ellipsis')[] {
  if (totalPages <= 5) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const links: (number | 'ellipsis')[] = [1];
  const start = Math.max(2, current - 1);
  const end = Math.min(totalPages - 1, current + 1);
  if (start > 2) links.push('ellipsis');
  for (let page = start; page <= end; page++) links.push(page);
  if (end < totalPages - 1) links.push('ellipsis');
  links.push(totalPages);
  return links;
}

/** At most `max` consecutive page numbers, centred on the current page where possible. */
export function pageWindow(current: number, totalPages: number, max: number): number[] {
  const count = Math.min(max, totalPages);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** The next vote after pressing `pressed`: same again removes it, the other switches. */
export function nextVote(current: 'up' | 'down' | null, pressed: 'up' | 'down'): 'up' | 'down' | null {
  return current === pressed ? null : pressed;
}
