import { htmlToPlainText, truncateText } from '@haven/shared/common/text';
import { splitEmoticons } from '@haven/shared/emoticons/emoticons';
import { DATABASE_CATEGORIES } from '@haven/shared/game-database/constants';
import { MENTION_CARDS_MAX } from '@haven/shared/mentions/constants';
import { findMentionsInHtml, findMentionsInText } from '@haven/shared/mentions/link-mentions';
import type { MentionCard, MentionSuggestionList } from '@haven/shared/mentions/schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { databaseEntries, gameModes, heroes, heroTiers, outfits } from '../../db/schema/index.ts';
import type { MentionDictionary, MentionEntry } from './mention-dictionary.ts';

/** Characters of a description a preview card shows. */
const SUMMARY_LENGTH = 140;
const SINGULAR = new Map(DATABASE_CATEGORIES.map((category) => [category.slug as string, category.singular]));
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A text a page shows, and whether it is rich text (HTML) or plain. */
export type MentionSource = { html: string } | { text: string };

/** The dictionary's targets named in these texts, each once, in order of first mention. */
export function findMentionedEntries(
  dictionary: MentionDictionary,
  sources: MentionSource[],
): MentionEntry[] {
  const found = new Set<MentionEntry>();
  for (const source of sources) {
    const named =
      'html' in source
        ? findMentionsInHtml(source.html, dictionary.matcher)
        : findMentionsInText(source.text, dictionary.matcher);
    for (const entry of named) found.add(entry);
  }
  return [...found].slice(0, MENTION_CARDS_MAX);
}

const idsOf = (entries: MentionEntry[], kind: MentionEntry['kind']) =>
  entries.filter((entry) => entry.kind === kind).map((entry) => entry.id);

/**
 * The preview cards of the names these texts hold: a hero's portrait, rarity, class, roles and tier
 * per mode; an entry's picture, category and rarity; an outfit's picture. One query per kind named.
 */
export async function findMentionCards(
  db: DbOrTx,
  dictionary: MentionDictionary,
  sources: MentionSource[],
): Promise<MentionCard[]> {
  const named = findMentionedEntries(dictionary, sources);
  if (named.length === 0) return [];
  const heroIds = idsOf(named, 'hero');
  const entryIds = idsOf(named, 'entry');
  const outfitIds = idsOf(named, 'outfit');
  const [heroRows, tierRows, entryRows, outfitRows] = await Promise.all([
    heroIds.length
      ? db
          .select({
            id: heroes.id,
            rarity: heroes.rarity,
            class: heroes.class,
            roles: heroes.roles,
            imageUrl: heroes.imageUrl,
            description: heroes.description,
          })
          .from(heroes)
          .where(inArray(heroes.id, heroIds))
      : [],
    heroIds.length
      ? db
          .select({ heroId: heroTiers.heroId, mode: gameModes.name, tier: heroTiers.tier })
          .from(heroTiers)
          .innerJoin(gameModes, eq(gameModes.id, heroTiers.modeId))
          .where(and(inArray(heroTiers.heroId, heroIds)))
          .orderBy(asc(gameModes.position), asc(gameModes.name))
      : [],
    entryIds.length
      ? db
          .select({
            id: databaseEntries.id,
            category: databaseEntries.category,
            rarity: databaseEntries.rarity,
            imageUrl: databaseEntries.imageUrl,
            summary: databaseEntries.summary,
          })
          .from(databaseEntries)
          .where(inArray(databaseEntries.id, entryIds))
      : [],
    outfitIds.length
      ? db
          .select({
            id: outfits.id,
            imageUrl: outfits.overallImage,
            category: outfits.category,
            description: outfits.description,
          })
          .from(outfits)
          .where(inArray(outfits.id, outfitIds))
      : [],
  ]);
  const heroById = new Map(heroRows.map((row) => [row.id, row]));
  const entryById = new Map(entryRows.map((row) => [row.id, row]));
  const outfitById = new Map(outfitRows.map((row) => [row.id, row]));
  const cards: MentionCard[] = [];
  for (const entry of named) {
    const target = { kind: entry.kind, name: entry.name, path: entry.path };
    if (entry.kind === 'hero') {
      const hero = heroById.get(entry.id);
      if (!hero) continue;
      cards.push({
        ...target,
        imageUrl: hero.imageUrl,
        label: 'Hero',
        facts: [hero.rarity, hero.class, ...hero.roles],
        summary: truncateText(htmlToPlainText(hero.description), SUMMARY_LENGTH),
        tiers: tierRows.filter((row) => row.heroId === entry.id).map(({ mode, tier }) => ({ mode, tier })),
      });
    } else if (entry.kind === 'entry') {
      const row = entryById.get(entry.id);
      if (!row) continue;
      cards.push({
        ...target,
        imageUrl: row.imageUrl,
        label: capitalise(SINGULAR.get(row.category) ?? row.category),
        facts: row.rarity ? [row.rarity] : [],
        summary: truncateText(row.summary, SUMMARY_LENGTH),
        tiers: [],
      });
    } else {
      const row = outfitById.get(entry.id);
      if (!row) continue;
      cards.push({
        ...target,
        imageUrl: row.imageUrl,
        label: 'Outfit',
        facts: row.category ? [row.category] : [],
        summary: truncateText(htmlToPlainText(row.description ?? ''), SUMMARY_LENGTH),
        tiers: [],
      });
    }
  }
  return cards;
}

/** Names that start with what the author typed (any case), heroes first; then names that hold it. */
export function suggestMentions(
  dictionary: MentionDictionary,
  query: string,
  limit: number,
): MentionSuggestionList {
  const typed = query.toLocaleLowerCase();
  const starts: MentionEntry[] = [];
  const holds: MentionEntry[] = [];
  for (const entry of dictionary.entries) {
    const name = entry.name.toLocaleLowerCase();
    if (name.startsWith(typed)) starts.push(entry);
    else if (holds.length < limit && name.includes(typed)) holds.push(entry);
    if (starts.length >= limit) break;
  }
  return {
    items: [...starts, ...holds].slice(0, limit).map(({ kind, name, path }) => ({ kind, name, path })),
  };
}

/** A rich text's item (a guide, a post) with the preview cards of the names its content holds. */
export async function withContentMentions<T extends { content: string }>(
  db: DbOrTx,
  dictionary: MentionDictionary,
  item: T,
): Promise<T & { mentions: MentionCard[] }> {
  return { ...item, mentions: await findMentionCards(db, dictionary, [{ html: item.content }]) };
}

/** What a page of comments holds: texts, a moderator's removals, and replies under each. */
type CommentTexts = { content: string; isRemoved: boolean; replies?: CommentTexts[] };

/** A comment's text as a name may be found in it: each run between emoticon codes apart. */
const commentText = (content: string) =>
  splitEmoticons(content)
    .map((part) => (part.type === 'text' ? part.text : ''))
    .join('\n');

/**
 * A page of comments with the preview cards of the names their texts hold (replies too; removed
 * comments and emoticon codes left out), each name once.
 */
export async function withCommentMentions<T extends { items: CommentTexts[] }>(
  db: DbOrTx,
  dictionary: MentionDictionary,
  list: T,
): Promise<T & { mentions: MentionCard[] }> {
  const sources: MentionSource[] = [];
  for (const comment of list.items) {
    for (const shown of [comment, ...(comment.replies ?? [])]) {
      if (!shown.isRemoved) sources.push({ text: commentText(shown.content) });
    }
  }
  return { ...list, mentions: await findMentionCards(db, dictionary, sources) };
}
