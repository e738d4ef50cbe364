/**
 * What stored rich text (guides, official content, about pages) may contain: exactly the
 * elements the editors' toolbars produce. The server sanitises with this list when saving
 * and the web app again when showing, so a row written some other way still shows safely.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'code',
  'pre',
  'blockquote',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'span',
] as const;

/** Attributes kept per element; every other attribute (event handlers, class, id, …) is dropped. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'title'],
  ol: ['start'],
  span: ['style'],
};

/** The rel every kept link carries: no access to our window, no referrer, no ranking credit. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer nofollow';

/** CSS properties a `style` may set (the page editor's text and background colours). */
export const RICH_TEXT_STYLE_PROPERTIES = ['color', 'background-color'] as const;

/** A colour value as the colour picker or a browser writes it: `#rgb`, `#rrggbb` or `rgb(r, g, b)`. */
export const RICH_TEXT_COLOR =
  /^(?:#[0-9a-f]{3}|#[0-9a-f]{6}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\))$/i;

// URL is global in browsers and Node alike; this package compiles without either's types.
declare const URL: new (input: string) => { protocol: string };

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const MEDIA_PATH = /^\/media\/[A-Za-z0-9_-]+\.[a-z]{3,4}$/;

/**
 * Whether a link target is an absolute http(s) or mailto address. Parsed with the same
 * URL algorithm browsers use, so tabs, newlines and case tricks ("JaVa&#x09;script:")
 * are judged the way a browser would follow them.
 */
export function isAllowedLinkHref(href: string): boolean {
  try {
    return LINK_PROTOCOLS.has(new URL(href).protocol);
  } catch {
    return false;
  }
}

/** Whether a link opens another site (so it gets a new tab). */
export function isExternalLinkHref(href: string): boolean {
  try {
    const { protocol } = new URL(href);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Whether an image source is an https address or one of our uploaded images (`/media/<hash>.webp`). */
export function isAllowedImageSrc(src: string): boolean {
  if (MEDIA_PATH.test(src)) return true;
  try {
    return new URL(src).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The `style` value reduced to the allowed colour declarations, or '' when none is left. */
export function filterRichTextStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if ((RICH_TEXT_STYLE_PROPERTIES as readonly string[]).includes(property) && RICH_TEXT_COLOR.test(value)) {
      kept.push(`${property}: ${value}`);
    }
  }
  return kept.join('; ');
}
