import { slugifyName } from '@haven/shared/common/slug';
import { DATABASE_CATEGORIES } from '@haven/shared/game-database/constants';
import { DatabaseEntryInputSchema } from '@haven/shared/game-database/schemas';
import { HERO_CLASSES, HERO_ROLES, RARITIES } from '@haven/shared/heroes/constants';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '../../lib/rich-text.ts';
import { storeMedia } from '../../media/store.ts';
import { databaseSearchText } from '../../modules/game-database/search-text.ts';
import { type Database, openPglite } from '../client.ts';
import {
  commentVotes,
  databaseEntries,
  databaseEntryHeroes,
  guides,
  heroComments,
  heroes,
  heroRatings,
  media,
  officialContent,
  outfits,
  pageContent,
  profiles,
  redeemCodes,
  relationships,
  temporaryTeamHeroes,
  temporaryTeams,
  user,
  userHeroRoster,
} from '../schema/index.ts';
import { HEROES } from './content/heroes.ts';
import { demoDatabaseEntries, seedGameDatabase } from './game-database.ts';
import { type SeedSummary, seedDemoContent } from './seed.ts';

const messages: string[] = [];
const quiet = () => {};
const log = {
  level: 'info',
  info: (msg: string) => messages.push(msg),
  warn: quiet,
  error: quiet,
  fatal: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => log,
} as unknown as FastifyBaseLogger;

const TABLES = {
  heroes,
  outfits,
  officialContent,
  pageContent,
  redeemCodes,
  user,
  profiles,
  relationships,
  userHeroRoster,
  temporaryTeams,
  temporaryTeamHeroes,
  guides,
  heroRatings,
  heroComments,
  commentVotes,
  databaseEntries,
  databaseEntryHeroes,
  media,
};

let database: Database;
let first: SeedSummary;
let second: SeedSummary;
let countsAfterFirst: Record<string, number>;
let countsAfterSecond: Record<string, number>;
let fingerprintsAfterFirst: Record<string, string>;
let fingerprintsAfterSecond: Record<string, string>;

async function countRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/** Runs raw SQL and returns its rows (PGlite and node-postgres both answer with `rows`). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** A digest of every row of every seeded table, to show a second run changes nothing at all. */
async function fingerprints(): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await rowsOf<{ f: string }>(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as f from ${table} t`,
    );
    digests[name] = row?.f ?? '';
  }
  return digests;
}

/** Heroes whose stored rating sum or count differs from their ratings. */
const HEROES_WITH_WRONG_RATING_TOTALS = sql`
  select h.id from heroes h
  left join (select hero_id, sum(rating)::int s, count(*)::int c from hero_ratings group by hero_id) r
    on r.hero_id = h.id
  where h.rating_sum <> coalesce(r.s, 0) or h.rating_count <> coalesce(r.c, 0)`;

describe('demo content seed', () => {
  beforeAll(async () => {
    database = await openPglite(null);
    await database.migrate();
    first = await seedDemoContent(database.db, log);
    countsAfterFirst = await countRows();
    fingerprintsAfterFirst = await fingerprints();
    second = await seedDemoContent(database.db, log);
    countsAfterSecond = await countRows();
    fingerprintsAfterSecond = await fingerprints();
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  it('logs a one-line summary', () => {
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^Demo content ready in \d+ ms: 4\d heroes, 160 outfits/);
    expect(messages[0]).not.toContain('\n');
  });

  it('seeds at least 40 heroes covering every class, rarity and role', async () => {
    const rows = await database.db.select().from(heroes);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((h) => h.class))).toEqual(new Set(HERO_CLASSES));
    expect(new Set(rows.map((h) => h.rarity))).toEqual(new Set(RARITIES));
    expect(new Set(rows.flatMap((h) => h.roles))).toEqual(new Set(HERO_ROLES));
    for (const hero of rows) {
      expect(hero.skills.length).toBeGreaterThanOrEqual(2);
      expect(hero.skills.length).toBeLessThanOrEqual(4);
      expect(hero.description.length).toBeGreaterThan(20);
      expect(hero.imageUrl).toMatch(/^\/media\/[0-9a-f]{64}\.svg$/);
    }
    expect(new Set(rows.map((h) => h.imageUrl)).size).toBe(rows.length);
  });

  it('seeds exactly outfit_1 … outfit_160, each with three stored SVG images', async () => {
    const rows = await database.db.select().from(outfits);
    expect(rows).toHaveLength(160);
    expect(new Set(rows.map((o) => o.folderName))).toEqual(
      new Set(Array.from({ length: 160 }, (_, i) => `outfit_${i + 1}`)),
    );
    for (const outfit of rows) {
      expect(outfit.slug).toBe(`outfit-${outfit.folderNumber}`);
      expect(outfit.tags.length).toBeGreaterThanOrEqual(1);
      expect(outfit.tags.length).toBeLessThanOrEqual(3);
    }
    const urls = rows.flatMap((o) => [o.overallImage, o.maleImage, o.femaleImage]);
    expect(urls.every((url) => typeof url === 'string')).toBe(true);
    expect(new Set(urls).size).toBe(480);
    expect(new Set(rows.map((o) => o.name)).size).toBe(160);
    const stored = await database.db
      .select({ hash: media.hash, contentType: media.contentType, size: media.byteSize })
      .from(media);
    const byHash = new Map(stored.map((row) => [row.hash, row]));
    for (const url of urls) {
      const hash = /^\/media\/([0-9a-f]{64})\.svg$/.exec(url ?? '')?.[1] ?? '';
      const row = byHash.get(hash);
      expect(row?.contentType).toBe('image/svg+xml');
      expect(row?.size).toBeLessThan(12_000);
    }
  });

  it('stores art exactly where storeMedia would', async () => {
    const [outfit] = await database.db.select().from(outfits).where(sql`${outfits.folderNumber} = 1`);
    const hash = outfit?.overallImage?.slice(7, 71) ?? '';
    const [row] = await database.db.select().from(media).where(sql`${media.hash} = ${hash}`);
    expect(row).toBeDefined();
    const url = await storeMedia(database.db, {
      bytes: row?.bytes ?? Buffer.alloc(0),
      contentType: 'image/svg+xml',
    });
    expect(url).toBe(outfit?.overallImage);
    expect(row?.bytes.toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('seeds official content of every type and both About pages', async () => {
    const rows = await database.db.select().from(officialContent);
    for (const type of ['news', 'updates', 'events'] as const) {
      expect(rows.filter((row) => row.type === type).length).toBeGreaterThanOrEqual(4);
    }
    const now = Date.now();
    for (const row of rows) {
      expect(row.imageUrl).toMatch(/^\/media\/[0-9a-f]{64}\.svg$/);
      expect(row.publishDate.getTime()).toBeLessThanOrEqual(now);
      expect(now - row.publishDate.getTime()).toBeLessThan(62 * 86_400_000);
    }
    const pages = await database.db.select().from(pageContent);
    expect(pages.map((page) => page.slug).sort()).toEqual(['about-game', 'about-website']);
  });

  it('seeds active and inactive redeem codes with one clear newest active code', async () => {
    const rows = await database.db.select().from(redeemCodes);
    const active = rows.filter((row) => row.isActive);
    expect(active.length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => !row.isActive).length).toBeGreaterThanOrEqual(10);
    expect(active.some((row) => row.expiresAt === null)).toBe(true);
    expect(active.some((row) => row.expiresAt !== null && /^\d{4}-\d{2}-\d{2}$/.test(row.expiresAt))).toBe(
      true,
    );
    const times = active.map((row) => row.createdAt.getTime()).sort((a, b) => b - a);
    expect(times[0]).toBeGreaterThan(times[1] ?? 0);
  });

  it('seeds 12 members without any way to sign in', async () => {
    const members = await database.db.select().from(profiles);
    expect(members).toHaveLength(12);
    expect(members.every((m) => m.isSetupComplete && !m.isAdmin)).toBe(true);
    const [accounts] = await database.db.select({ n: sql<number>`count(*)::int` }).from(sql`account`);
    expect(accounts?.n).toBe(0);
    const rosters = await database.db.select().from(userHeroRoster);
    const owners = new Set(rosters.map((r) => r.userId));
    for (const owner of owners) {
      const mine = rosters.filter((r) => r.userId === owner);
      expect(mine.filter((r) => r.isMain)).toHaveLength(1);
    }
    const friends = await database.db.select().from(relationships);
    for (const row of friends) {
      expect(friends.some((r) => r.userId === row.relatedUserId && r.relatedUserId === row.userId)).toBe(
        true,
      );
    }
    const guideRows = await database.db.select().from(guides);
    expect(guideRows.filter((g) => g.status === 'approved').length).toBeGreaterThanOrEqual(6);
    expect(guideRows.filter((g) => g.status === 'pending').length).toBeGreaterThanOrEqual(1);
    for (const guide of guideRows) {
      expect(guide.slug).toMatch(/^[a-z0-9-]+-\d{6}$/);
      expect(guide.content.length).toBeGreaterThanOrEqual(100);
    }
    const teamHeroes = await database.db.select().from(temporaryTeamHeroes);
    expect(teamHeroes.length).toBe((countsAfterFirst.temporaryTeams ?? 0) * 5);
  });

  it('keeps hero rating totals equal to the ratings', async () => {
    const mismatches = await rowsOf<{ id: string }>(HEROES_WITH_WRONG_RATING_TOTALS);
    expect(mismatches).toHaveLength(0);
    expect(countsAfterFirst.heroRatings).toBeGreaterThan(100);
  });

  it('keeps comment vote counts equal to the votes', async () => {
    const mismatches = await rowsOf<{ id: string }>(sql`
      select c.id from hero_comments c
      left join (
        select comment_id,
          count(*) filter (where vote_type = 'up')::int up,
          count(*) filter (where vote_type = 'down')::int down
        from comment_votes group by comment_id
      ) v on v.comment_id = c.id
      where c.votes_up <> coalesce(v.up, 0) or c.votes_down <> coalesce(v.down, 0)`);
    expect(mismatches).toHaveLength(0);
    expect(countsAfterFirst.commentVotes).toBeGreaterThan(10);
  });

  it('creates nothing new and changes nothing on a second run', () => {
    expect(countsAfterSecond).toEqual(countsAfterFirst);
    expect(fingerprintsAfterSecond).toEqual(fingerprintsAfterFirst);
    expect(second.newMedia).toBe(0);
    expect(first.newMedia).toBe(countsAfterFirst.media);
    expect(countsAfterFirst.guides).toBeGreaterThanOrEqual(7);
    expect(countsAfterFirst.temporaryTeams).toBeGreaterThanOrEqual(6);
  });

  it('skips a member whose username someone else has taken, and repairs the totals', async () => {
    await database.db.delete(user).where(sql`${user.id} = 'demo-member-01'`);
    await database.db.insert(user).values({ id: 'someone-else', name: 'Lyra', email: 'lyra@example.org' });
    await database.db.insert(profiles).values({ id: 'someone-else', username: 'Lyra_Starfall' });
    await seedDemoContent(database.db, log);
    const members = await database.db.select({ id: profiles.id }).from(profiles);
    expect(members.map((m) => m.id)).not.toContain('demo-member-01');
    expect(members).toHaveLength(12);
    const mismatches = await rowsOf<{ id: string }>(HEROES_WITH_WRONG_RATING_TOTALS);
    expect(mismatches).toHaveLength(0);
  });
  it('fills every game database category with at least eight entries, and Items past one page', async () => {
    const rows = await rowsOf<{ category: string; n: number }>(
      sql`select category, count(*)::int as n from database_entries group by category`,
    );
    const counts = new Map(rows.map((row) => [row.category, row.n]));
    for (const category of DATABASE_CATEGORIES) {
      expect(counts.get(category.slug), category.slug).toBeGreaterThanOrEqual(8);
    }
    expect(counts.get('items')).toBeGreaterThanOrEqual(26);
    expect(first.databaseEntries).toBe(countsAfterFirst.databaseEntries);
  });

  it('gives every entry its own stored image, a summary, attributes and the search text saves write', async () => {
    const rows = await database.db.select().from(databaseEntries);
    const stored = new Set(
      (await database.db.select({ hash: media.hash }).from(media)).map((row) => `/media/${row.hash}.svg`),
    );
    for (const entry of rows) {
      expect(entry.imageUrl && stored.has(entry.imageUrl), entry.name).toBe(true);
      expect(entry.summary.length).toBeGreaterThan(20);
      expect(entry.attributes.length).toBeGreaterThanOrEqual(3);
      expect(entry.attributes.length).toBeLessThanOrEqual(6);
      expect(entry.tags.length).toBeGreaterThanOrEqual(2);
      expect(entry.description).toMatch(/<h2>.+<\/h2><ul><li>/);
      expect(entry.searchText).toBe(databaseSearchText(entry));
    }
    expect(new Set(rows.map((entry) => entry.imageUrl)).size).toBe(rows.length);
    const [found] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from database_entries where search_text like ${'%atlas tower%'}`,
    );
    expect(found?.n).toBeGreaterThan(0);
  });

  it('links entries to the demo heroes they name, in the order written', async () => {
    const links = await rowsOf<{ name: string; slug: string; position: number }>(sql`
      select e.name, h.slug, l.position from database_entry_heroes l
      join database_entries e on e.id = l.entry_id join heroes h on h.id = l.hero_id`);
    const written = demoDatabaseEntries().flatMap(({ entry }) => entry.heroes);
    expect(links).toHaveLength(written.length);
    const oathblade = links.filter((link) => link.name === 'Thornveil Oathblade');
    expect(oathblade.sort((a, b) => a.position - b.position).map((link) => link.slug)).toEqual([
      'aldric-thornveil',
      'sera-vantmoor',
    ]);
  });

  it('recreates a deleted demo entry and skips a related hero that no longer exists', async () => {
    await database.db.execute(
      sql`delete from database_entries where category = 'gear' and slug = 'lantern-ward-charm'`,
    );
    await database.db.execute(sql`delete from heroes where slug = 'wren-ostley'`);
    const before = countsAfterSecond.databaseEntries ?? 0;
    const result = await seedGameDatabase(database.db);
    expect(result.media).toBe(0);
    const [count] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from database_entries`);
    expect(count?.n).toBe(before);
    const heroesOfCharm = await rowsOf<{ slug: string }>(sql`
      select h.slug from database_entry_heroes l join database_entries e on e.id = l.entry_id
      join heroes h on h.id = l.hero_id where e.category = 'gear' and e.slug = 'lantern-ward-charm'`);
    expect(heroesOfCharm.map((row) => row.slug)).toEqual(['hale-pennick']);
  });
});

describe('demo game database content', () => {
  const all = demoDatabaseEntries();
  const heroSlugs = new Set(HEROES.map((hero) => slugifyName(hero.name)));

  it('holds only what the admin editor accepts, with descriptions the sanitiser leaves as they are', () => {
    for (const { category, entry } of all) {
      const parsed = DatabaseEntryInputSchema.safeParse({
        category: category.slug,
        name: entry.name,
        summary: entry.summary,
        description: entry.description,
        rarity: entry.rarity ?? null,
        tags: entry.tags,
        attributes: entry.attributes.map(([label, value]) => ({ label, value })),
      });
      expect(parsed.error?.issues ?? [], entry.name).toEqual([]);
      expect(sanitizeRichHtml(entry.description), entry.name).toBe(entry.description);
    }
  });

  it('names unique entries per category with two to four tags each shared by another entry', () => {
    for (const category of DATABASE_CATEGORIES) {
      const entries = all.filter((item) => item.category.slug === category.slug).map((item) => item.entry);
      expect(new Set(entries.map((entry) => slugifyName(entry.name))).size).toBe(entries.length);
      const uses = new Map<string, number>();
      for (const entry of entries) {
        expect(entry.tags.length, entry.name).toBeGreaterThanOrEqual(2);
        expect(entry.tags.length, entry.name).toBeLessThanOrEqual(4);
        for (const tag of entry.tags) uses.set(tag, (uses.get(tag) ?? 0) + 1);
      }
      for (const [tag, count] of uses) expect(count, `${category.slug}: ${tag}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('relates each entry to one to three demo heroes', () => {
    for (const { entry } of all) {
      expect(entry.heroes.length, entry.name).toBeGreaterThanOrEqual(1);
      expect(entry.heroes.length, entry.name).toBeLessThanOrEqual(3);
      for (const slug of entry.heroes) expect(heroSlugs.has(slug), `${entry.name}: ${slug}`).toBe(true);
    }
  });
});
