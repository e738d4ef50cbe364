import { Parser } from 'htmlparser2';
import { LinkifyIt } from 'linkify-it';

const linkify = new LinkifyIt();
// Bare domains count as links too ("evil.example.com", "shop.io/deal").
linkify.set({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true });

// Text inside these elements is code or markup, never something a member wrote to be read.
const DROPPED_ELEMENTS = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'svg',
  'math',
]);
// Characters that hide a link from a reader or a detector without changing how it looks.
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;

/** The text of `html` as a browser would show it: tags, comments and script or style content dropped, entities decoded. */
function htmlToText(html: string): string {
  let text = '';
  let dropDepth = 0;
  const parser = new Parser(
    {
      // htmlparser2 closes every element it opens (void and unclosed ones implicitly), so depth stays balanced.
      onopentagname(name) {
        if (dropDepth > 0 || DROPPED_ELEMENTS.has(name)) dropDepth += 1;
      },
      onclosetag() {
        if (dropDepth > 0) dropDepth -= 1;
        // Keeps the words on either side of a tag apart.
        else text += ' ';
      },
      ontext(data) {
        if (dropDepth === 0) text += data;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return text;
}

/** `text` with every link the detector recognises (URLs, bare domains, e-mail addresses, IPs) removed. */
function removeLinks(text: string): string {
  const matches = linkify.match(text);
  if (!matches) return text;
  let out = '';
  let at = 0;
  for (const match of matches) {
    out += text.slice(at, match.index);
    at = match.lastIndex;
  }
  return out + text.slice(at);
}

/**
 * Reduces what a member typed to plain text with no tag, attribute or link:
 * parsed by an HTML parser (so unclosed and malformed tags go too), entities
 * decoded, repeated until nothing changes (so "&lt;b&gt;" cannot become a tag
 * later), look-alike characters folded (NFKC) before links are removed, then
 * runs of spaces collapsed and the ends trimmed.
 */
export function toPlainText(input: string): string {
  let text = input;
  for (let round = 0; round < 5; round++) {
    const next = removeLinks(htmlToText(text).normalize('NFKC').replace(INVISIBLE, ''));
    if (next === text) break;
    text = next;
  }
  return text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}
