import { DATABASE_CATEGORIES } from '@haven/shared/game-database/constants';
import type { MentionKind } from '@haven/shared/mentions/constants';
import { MENTION_TOPICS } from '@haven/shared/mentions/constants';
import { createMentionMatcher, type MentionMatcher } from '@haven/shared/mentions/link-mentions';
import type { MentionTarget } from '@haven/shared/mentions/schemas';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { databaseEntries, heroes, outfits } from '../../db/schema/index.ts';
import { type AppEvent, type EventBus, RESYNC_TOPIC } from '../../realtime/bus.ts';

/** A linkable name with the row it names. */
export type MentionEntry = MentionTarget & { id: string; kind: MentionKind };

/** Every linkable name, and the matcher that finds them in texts. */
export type MentionDictionary = { entries: MentionEntry[]; matcher: MentionMatcher<MentionEntry> };

const seg = encodeURIComponent;
const CATEGORY_ORDER = new Map(
  DATABASE_CATEGORIES.map((category, index) => [category.slug as string, index]),
);
const NAME_TOPICS = new Set<string>([...MENTION_TOPICS, RESYNC_TOPIC]);

/**
 * Every hero, game database entry and outfit name with its page, read in three queries. Where
 * names repeat, a hero keeps it over an outfit, an outfit over an entry, and entries go by the
 * categories' menu order.
 */
export async function readMentionDictionary(db: DbOrTx): Promise<MentionDictionary> {
  const [heroRows, outfitRows, entryRows] = await Promise.all([
    db.select({ id: heroes.id, name: heroes.name, slug: heroes.slug }).from(heroes).orderBy(asc(heroes.name)),
    db
      .select({ id: outfits.id, name: outfits.name, slug: outfits.slug })
      .from(outfits)
      .orderBy(asc(outfits.name)),
    db
      .select({
        id: databaseEntries.id,
        name: databaseEntries.name,
        slug: databaseEntries.slug,
        category: databaseEntries.category,
      })
      .from(databaseEntries)
      .orderBy(asc(databaseEntries.name)),
  ]);
  entryRows.sort((a, b) => (CATEGORY_ORDER.get(a.category) ?? 99) - (CATEGORY_ORDER.get(b.category) ?? 99));
  const entries: MentionEntry[] = [
    ...heroRows.map((row) => ({
      kind: 'hero' as const,
      id: row.id,
      name: row.name,
      path: `/heroes/${seg(row.slug)}`,
    })),
    ...outfitRows.map((row) => ({
      kind: 'outfit' as const,
      id: row.id,
      name: row.name,
      path: `/outfits/${seg(row.slug)}`,
    })),
    ...entryRows.map((row) => ({
      kind: 'entry' as const,
      id: row.id,
      name: row.name,
      path: `/database/${seg(row.category)}/${seg(row.slug)}`,
    })),
  ];
  return { entries, matcher: createMentionMatcher(entries) };
}

type DictionaryCache = { read: (db: DbOrTx) => Promise<MentionDictionary> };
const caches = new WeakMap<EventBus, DictionaryCache>();

/**
 * The dictionary kept in memory per server instance, read again after any hero, entry or outfit
 * change (from this instance at once, from others through the bus), so a text's links cost no query.
 */
export function mentionDictionaryCache(bus: EventBus): DictionaryCache {
  const existing = caches.get(bus);
  if (existing) return existing;
  let current: Promise<MentionDictionary> | null = null;
  const drop = (event: AppEvent) => {
    if (NAME_TOPICS.has(event.topic)) current = null;
  };
  bus.subscribeLocal(drop);
  bus.subscribe((event, echo) => {
    if (!echo) drop(event);
  });
  const cache: DictionaryCache = {
    read: (db) => {
      if (!current) {
        const reading = readMentionDictionary(db);
        current = reading;
        // A failed read is not kept: the next text asks again.
        reading.catch(() => {
          if (current === reading) current = null;
        });
      }
      return current;
    },
  };
  caches.set(bus, cache);
  return cache;
}
