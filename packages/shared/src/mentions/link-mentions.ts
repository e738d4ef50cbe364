/**
 * Names in texts found and linked as they are drawn: by exact name, whole words only, the longest
 * name first where names overlap, never inside a link, code or a heading. One matcher is built per
 * dictionary and reused; a scan looks up only the names that start with the two characters at
 * each word start, so its cost grows with the text, not with the dictionary.
 */

/** Names shorter than this are never linked: they read as ordinary words too often. */
export const MENTION_NAME_MIN_LENGTH = 3;
const KEY_LENGTH = 2;
const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/** Elements whose text is never linked: links already, code, headings, and what is not text. */
const UNLINKED_ELEMENTS = new Set([
  'a',
  'code',
  'pre',
  'h1',
  'h2',
  'h3',
  'script',
  'style',
  'textarea',
  'title',
]);

type Named = { name: string };

export type MentionMatcher<T extends Named> = {
  /** Targets by the first two characters of their names, longest name first. */
  byStart: Map<string, T[]>;
};

export type NameMatch<T> = { start: number; end: number; target: T };

/** A matcher for these targets; where two share a name, the first keeps it. */
export function createMentionMatcher<T extends Named>(targets: Iterable<T>): MentionMatcher<T> {
  const byStart = new Map<string, T[]>();
  const names = new Set<string>();
  for (const target of targets) {
    const { name } = target;
    if (name.length < MENTION_NAME_MIN_LENGTH || names.has(name)) continue;
    names.add(name);
    const key = name.slice(0, KEY_LENGTH);
    const list = byStart.get(key);
    if (list) list.push(target);
    else byStart.set(key, [target]);
  }
  for (const list of byStart.values()) list.sort((a, b) => b.name.length - a.name.length);
  return { byStart };
}

const isWordAt = (text: string, index: number) =>
  index >= 0 && index < text.length && WORD_CHARACTER.test(text[index] ?? '');

/** Every whole-word occurrence of a target's name in plain text, longest first, none overlapping. */
export function findNameMatches<T extends Named>(text: string, matcher: MentionMatcher<T>): NameMatch<T>[] {
  const matches: NameMatch<T>[] = [];
  if (matcher.byStart.size === 0) return matches;
  for (let i = 0; i < text.length - 1; i++) {
    if (isWordAt(text, i - 1) && isWordAt(text, i)) continue;
    const candidates = matcher.byStart.get(text.slice(i, i + KEY_LENGTH));
    if (!candidates) continue;
    for (const target of candidates) {
      const end = i + target.name.length;
      if (!text.startsWith(target.name, i)) continue;
      if (isWordAt(text, end) && isWordAt(text, end - 1)) continue;
      matches.push({ start: i, end, target });
      i = end - 1;
      break;
    }
  }
  return matches;
}

/** Plain text cut into its own runs and the names it holds, in order. */
export function splitMentions<T extends Named>(
  text: string,
  matcher: MentionMatcher<T>,
): Array<string | { text: string; target: T }> {
  const parts: Array<string | { text: string; target: T }> = [];
  let at = 0;
  for (const match of findNameMatches(text, matcher)) {
    if (match.start > at) parts.push(text.slice(at, match.start));
    parts.push({ text: text.slice(match.start, match.end), target: match.target });
    at = match.end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};
const ENTITY = /&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/y;

/** A run of HTML text decoded, with where in the raw run each decoded character starts. */
function decodeRun(raw: string): { text: string; offsets: number[] } {
  let text = '';
  const offsets: number[] = [];
  let i = 0;
  while (i < raw.length) {
    let decoded: string | undefined;
    let length = 1;
    if (raw[i] === '&') {
      ENTITY.lastIndex = i;
      const entity = ENTITY.exec(raw);
      const body = entity?.[1];
      if (entity && body) {
        if (body.startsWith('#')) {
          const code =
            body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
          decoded = code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
        } else {
          decoded = NAMED_ENTITIES[body];
        }
        if (decoded !== undefined) length = entity[0].length;
      }
    }
    const piece = decoded ?? (raw[i] as string);
    for (let k = 0; k < piece.length; k++) offsets.push(i);
    text += piece;
    i += length;
  }
  offsets.push(raw.length);
  return { text, offsets };
}

const TAG = /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;

/**
 * Calls `onRun` with each run of text in HTML that may hold links (outside links, code and
 * headings) and lets it replace the run; returns the HTML with the replacements.
 */
function mapLinkableRuns(html: string, onRun: (raw: string) => string): string {
  let out = '';
  let at = 0;
  let closedDepth = 0;
  TAG.lastIndex = 0;
  for (let tag = TAG.exec(html); tag; tag = TAG.exec(html)) {
    const run = html.slice(at, tag.index);
    out += closedDepth === 0 && run ? onRun(run) : run;
    out += tag[0];
    at = tag.index + tag[0].length;
    const element = tag[1]?.toLowerCase();
    if (element && UNLINKED_ELEMENTS.has(element) && !tag[0].endsWith('/>')) {
      closedDepth = Math.max(0, closedDepth + (tag[0][1] === '/' ? -1 : 1));
    }
  }
  const rest = html.slice(at);
  return out + (closedDepth === 0 && rest ? onRun(rest) : rest);
}

/** The targets named in HTML's linkable text, each once, in the order they first appear. */
export function findMentionsInHtml<T extends Named>(html: string, matcher: MentionMatcher<T>): T[] {
  const found = new Set<T>();
  mapLinkableRuns(html, (raw) => {
    for (const match of findNameMatches(decodeRun(raw).text, matcher)) found.add(match.target);
    return raw;
  });
  return [...found];
}

/** The targets named in plain text, each once, in the order they first appear. */
export function findMentionsInText<T extends Named>(text: string, matcher: MentionMatcher<T>): T[] {
  return [...new Set(findNameMatches(text, matcher).map((match) => match.target))];
}

/**
 * HTML with each name in its linkable text wrapped by `renderLink`, which gets the target and the
 * name exactly as the HTML wrote it (already escaped) and returns the link's markup. Everything
 * else is kept byte for byte.
 */
export function linkMentionsInHtml<T extends Named>(
  html: string,
  matcher: MentionMatcher<T>,
  renderLink: (target: T, nameHtml: string) => string,
): string {
  if (matcher.byStart.size === 0) return html;
  return mapLinkableRuns(html, (raw) => {
    const { text, offsets } = decodeRun(raw);
    let out = '';
    let at = 0;
    for (const match of findNameMatches(text, matcher)) {
      const start = offsets[match.start] ?? raw.length;
      const end = offsets[match.end] ?? raw.length;
      out += raw.slice(at, start) + renderLink(match.target, raw.slice(start, end));
      at = end;
    }
    return out + raw.slice(at);
  });
}

/** Text made safe inside a double-quoted HTML attribute or between tags. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
