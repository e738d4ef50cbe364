import { slugifyRuns } from '../common/slug.ts';
import { htmlToPlainText } from '../common/text.ts';

/** A heading of rich text as a table of contents lists it: its anchor id, text and level. */
export type ContentsEntry = { id: string; text: string; level: 2 | 3 };

/** Anchor ids start with this, so none can take the name of the page's own elements. */
export const HEADING_ID_PREFIX = 'section-';
/** Characters of a heading's text kept in its id. */
const ID_TEXT_LENGTH = 60;

/**
 * Second- and third-level headings as the sanitisers write them: the allow-list gives headings
 * no attributes, so each opens as a bare `<h2>` or `<h3>`.
 */
const HEADING = /<h([23])>([\s\S]*?)<\/h\1>/gi;

/**
 * Sanitised rich text with an id on each h2 and h3, built from the heading's text (lowercase
 * letters, digits and hyphens only, unique within the text: a repeat gets -2, -3, …), and the
 * headings that have text, in order, for a table of contents. A translation passes its original's
 * ids (`idsFrom`): when it has as many headings, each takes the original's id in order, so a link
 * to a section lands on it in every language.
 */
export function anchorHeadings(
  html: string,
  idsFrom: readonly string[] = [],
): { html: string; entries: ContentsEntry[] } {
  const given = idsFrom.length > 0 && idsFrom.length === (html.match(HEADING) ?? []).length;
  const used = new Set<string>();
  const entries: ContentsEntry[] = [];
  let index = 0;
  const anchored = html.replace(HEADING, (_match, level: string, inner: string) => {
    const text = htmlToPlainText(inner);
    const base = `${HEADING_ID_PREFIX}${slugifyRuns(text.toLowerCase()).slice(0, ID_TEXT_LENGTH).replace(/-$/, '') || 'heading'}`;
    let id = given ? (idsFrom[index] ?? base) : base;
    index += 1;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    if (text !== '') entries.push({ id, text, level: level === '2' ? 2 : 3 });
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
  return { html: anchored, entries };
}

/** The ids anchorHeadings gives every h2 and h3 of the text, in order (those without text too). */
export function headingIds(html: string): string[] {
  return [...anchorHeadings(html).html.matchAll(/<h[23] id="([^"]+)">/g)].map(([, id]) => id as string);
}
