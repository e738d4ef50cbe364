/** The emoticons a comment may show, by name; `:name:` in a comment shows the image of that name. */
export const EMOTICON_NAMES = [
  'smile',
  'big_smile',
  'haha',
  'cool',
  'cry',
  'sad',
  'angry',
  'wink',
  'tongue',
  'love',
  'kiss',
  'blush',
  'surprised',
  'shocked',
  'confused',
  'thinking',
  'sleepy',
  'sleeping',
  'sweat',
  'nervous',
  'embarrassed',
  'smirk',
  'grin',
  'laugh_cry',
  'rofl',
  'innocent',
  'evil',
  'devil',
  'angel',
  'nerd',
  'dizzy',
  'sick',
  'mask',
  'yawn',
  'shush',
  'silent',
  'rolling_eyes',
  'pout',
  'rage',
  'scream',
  'worried',
  'relieved',
  'hug',
  'clap',
  'thumbs_up',
  'thumbs_down',
  'ok',
  'heart',
  'broken_heart',
  'star',
  'fire',
  'party',
  'skull',
  'hell_boy',
] as const;
export type EmoticonName = (typeof EMOTICON_NAMES)[number];

const KNOWN: ReadonlySet<string> = new Set(EMOTICON_NAMES);

/** Whether `name` is one of the emoticons. */
export function isEmoticonName(name: string): name is EmoticonName {
  return KNOWN.has(name);
}

/** Where the web app serves an emoticon's image. */
export function emoticonImagePath(name: EmoticonName): string {
  return `/emoticons/${name}.svg`;
}

/** The text `:name:` that shows an emoticon. */
export function emoticonCode(name: EmoticonName): string {
  return `:${name}:`;
}

/** A piece of comment text: plain text, or an emoticon to show as an image. */
export type TextPart = { type: 'text'; text: string } | { type: 'emoticon'; name: EmoticonName };

/**
 * Splits a comment into text and emoticons, so a page can show `:name:` as an image without
 * ever treating the comment as markup. Unknown names stay text.
 */
export function splitEmoticons(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pattern = /:([a-z_]+):/g;
  let at = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const name = match[1] ?? '';
    if (!isEmoticonName(name)) {
      // The closing colon of an unknown name may open the next one (":x:smile:").
      pattern.lastIndex = match.index + name.length + 1;
      continue;
    }
    if (match.index > at) parts.push({ type: 'text', text: text.slice(at, match.index) });
    parts.push({ type: 'emoticon', name });
    at = pattern.lastIndex;
  }
  if (at < text.length) parts.push({ type: 'text', text: text.slice(at) });
  return parts;
}

/** Emoticons whose name contains the search (case-insensitive, spaces match underscores). */
export function searchEmoticons(search: string): EmoticonName[] {
  const needle = search.trim().toLowerCase().replace(/\s+/g, '_');
  return needle ? EMOTICON_NAMES.filter((name) => name.includes(needle)) : [...EMOTICON_NAMES];
}
