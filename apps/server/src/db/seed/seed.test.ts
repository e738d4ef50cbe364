import { slugifyName } from '@haven/shared/common/slug';
import { DATABASE_CATEGORIES } from '@haven/shared/game-database/constants';
import { DatabaseEntryInputSchema } from '@haven/shared/game-database/schemas';
import { DatabaseEntryTranslationFieldsSchema } from '@haven/shared/game-database/translations';
import {
  BUILD_CATEGORIES,
  HERO_CLASSES,
  HERO_ROLES,
  RARITIES,
  SKILL_COOLDOWN_MAX,
  SKILL_TYPES,
} from '@haven/shared/heroes/constants';
import { HeroTranslationFieldsSchema } from '@haven/shared/heroes/translations';
import { TRANSLATION_LANGUAGES } from '@haven/shared/i18n/translations';
import { OfficialContentTranslationFieldsSchema } from '@haven/shared/official-content/translations';
import { PageTranslationFieldsSchema } from '@haven/shared/pages/translations';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '../../lib/rich-text.ts';
import { storeMedia } from '../../media/store.ts';
import { databaseSearchText } from '../../modules/game-database/search-text.ts';
import { type Database, openPglite } from '../client.ts';
import {
  commentVotes,
  communityComments,
  databaseEntries,
  databaseEntryHeroes,
  databaseEntryTranslations,
  gameModes,
  guideHeroes,
  guides,
  heroBuildEntries,
  heroComments,
  heroes,
  heroRatings,
  heroSkillOrder,
  heroTeammates,
  heroTiers,
  heroTranslations,
  media,
  memberRestrictions,
  moderationLog,
  officialContent,
  officialContentTranslations,
  outfits,
  pageContent,
  pageTranslations,
  profiles,
  redeemCodes,
  relationships,
  skillLevels,
  skillUpgradeCosts,
  teamVotes,
  temporaryTeamHeroes,
  temporaryTeams,
  tierListChanges,
  user,
  userHeroRoster,
} from '../schema/index.ts';
import { ENTRY_TEXTS, PAGE_TEXTS, POST_TEXTS } from './content/content-translations.ts';
import { GUIDES } from './content/guides.ts';
import { HERO_TEXTS } from './content/hero-translations.ts';
import { HEROES } from './content/heroes.ts';
import { OFFICIAL_CONTENT } from './content/official-content.ts';
import { PAGES } from './content/pages.ts';
import { seedGuides } from './content.ts';
import { demoDatabaseEntries, seedGameDatabase } from './game-database.ts';
import { seedHeroKnowledge } from './hero-knowledge.ts';
import { demoReview, demoReviewIn } from './hero-reviews.ts';
import { memberKeyOf } from './profiles.ts';
import { type SeedSummary, seedDemoContent } from './seed.ts';
import { seedTierList } from './tier-list.ts';

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
  teamVotes,
  guides,
  guideHeroes,
  heroRatings,
  heroComments,
  commentVotes,
  communityComments,
  moderationLog,
  memberRestrictions,
  databaseEntries,
  databaseEntryHeroes,
  heroBuildEntries,
  heroTeammates,
  skillLevels,
  skillUpgradeCosts,
  heroSkillOrder,
  gameModes,
  heroTiers,
  tierListChanges,
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
      sql`select md5(coalesce(string_agg(r, '|' order by r), '')) as f from (select md5(t::text) r from ${table} t) rows`,
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
    // Two whole seeds of a fresh database, beside the other test files on a busy machine.
  }, 120_000);

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
      expect(hero.imageUrl).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
    }
    expect(new Set(rows.map((h) => h.imageUrl)).size).toBe(rows.length);
  });

  it('gives every demo hero its description and skills in Spanish and Brazilian Portuguese', async () => {
    const rows = await database.db.select().from(heroTranslations);
    const heroCount = (await database.db.select({ id: heroes.id }).from(heroes)).length;
    expect(rows).toHaveLength(heroCount * TRANSLATION_LANGUAGES.length);
    expect(new Set(rows.map((row) => row.language))).toEqual(new Set(TRANSLATION_LANGUAGES));
  });

  it('gives every demo hero its review in Spanish and Brazilian Portuguese', async () => {
    const rows = await database.db.select().from(heroTranslations);
    const reviewed = rows.filter(
      (row) => typeof row.fields.verdict === 'string' && row.fields.verdict !== '',
    );
    expect(reviewed.length).toBeGreaterThanOrEqual(20 * TRANSLATION_LANGUAGES.length);
    for (const row of reviewed) {
      expect(row.fields.overview, row.itemId).toMatch(/^<p>/);
      expect((row.fields.strengths as string[]).length).toBeGreaterThanOrEqual(2);
      expect(row.fields.description, 'the review is added beside the description').toEqual(
        expect.any(String),
      );
    }
  });

  it('gives the about pages, a set of database entries and the latest news their Spanish and Portuguese texts', async () => {
    const count = async (table: typeof pageTranslations) => (await database.db.select().from(table)).length;
    const perLanguage = (texts: Record<string, Record<string, unknown>>) =>
      TRANSLATION_LANGUAGES.reduce((sum, language) => sum + Object.keys(texts[language] ?? {}).length, 0);
    expect(await count(pageTranslations)).toBe(perLanguage(PAGE_TEXTS));
    expect(await count(databaseEntryTranslations)).toBe(perLanguage(ENTRY_TEXTS));
    expect(await count(officialContentTranslations)).toBe(perLanguage(POST_TEXTS));
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
      const hash = /^\/media\/([0-9a-f]{64})\.webp$/.exec(url ?? '')?.[1] ?? '';
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
      expect(row.imageUrl).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
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

  it('gives demo teams modes and notes, and keeps their vote counts equal to the votes', async () => {
    const mismatches = await rowsOf<{ id: string }>(sql`
      select t.id from temporary_teams t
      left join (select team_id, count(*)::int n from team_votes group by team_id) v on v.team_id = t.id
      where t.vote_count <> coalesce(v.n, 0)`);
    expect(mismatches).toHaveLength(0);
    expect(countsAfterFirst.teamVotes).toBeGreaterThanOrEqual(10);
    const teams = await database.db.select().from(temporaryTeams);
    expect(teams.filter((team) => team.modeId !== null).length).toBeGreaterThanOrEqual(5);
    expect(teams.every((team) => team.notes.length > 0)).toBe(true);
  });

  it('creates nothing new and changes nothing on a second run', () => {
    expect(countsAfterSecond).toEqual(countsAfterFirst);
    expect(fingerprintsAfterSecond).toEqual(fingerprintsAfterFirst);
    expect(second.newMedia).toBe(0);
    expect(first.newMedia).toBe(countsAfterFirst.media);
    expect(countsAfterFirst.guides).toBeGreaterThanOrEqual(7);
    expect(countsAfterFirst.temporaryTeams).toBeGreaterThanOrEqual(6);
  });

  it('gives demo members summon logs on started banners, a ten with ten results, and seeds every pity rule', async () => {
    const entries = await rowsOf<{ kind: string; results: number; started: boolean }>(sql`
      select e.kind, (select count(*)::int from summon_results r where r.entry_id = e.id) as results,
        b.starts_at <= e.summoned_at as started
      from summon_entries e join banners b on b.id = e.banner_id`);
    expect(entries.length).toBeGreaterThanOrEqual(30);
    for (const entry of entries) {
      expect(entry.results).toBe(entry.kind === 'ten' ? 10 : 1);
      expect(entry.started).toBe(true);
    }
    expect(await rowsOf(sql`select * from pity_rules`)).toHaveLength(4);
    expect((await rowsOf(sql`select * from summon_settings where share_figures`)).length).toBeGreaterThan(0);
  });

  it('gives every demo hero stats, typed skills, a build of 3–5 entries and 2–4 teammates', async () => {
    const rows = await database.db.select().from(heroes);
    for (const hero of rows) {
      expect(Math.min(hero.hp, hero.attack, hero.defense, hero.speed)).toBeGreaterThan(0);
      for (const skill of hero.skills) {
        expect(SKILL_TYPES).toContain(skill.type);
        expect(skill.cooldown).toBeGreaterThanOrEqual(0);
        expect(skill.cooldown).toBeLessThanOrEqual(SKILL_COOLDOWN_MAX);
      }
      if (hero.rarity === 'LR' || hero.rarity === 'GR') {
        expect(sanitizeRichHtml(hero.buildNotes)).toBe(hero.buildNotes);
        expect(hero.buildNotes.length).toBeGreaterThan(40);
      }
    }
    const builds = await rowsOf<{ n: number; categories: string[]; notes: string[] }>(sql`
      select count(*)::int as n, array_agg(e.category) as categories, array_agg(b.note) as notes
      from hero_build_entries b join database_entries e on e.id = b.entry_id group by b.hero_id`);
    expect(builds).toHaveLength(rows.length);
    for (const build of builds) {
      expect(build.n).toBeGreaterThanOrEqual(3);
      expect(build.n).toBeLessThanOrEqual(5);
      for (const category of build.categories) expect(BUILD_CATEGORIES).toContain(category);
      for (const note of build.notes) expect(note.length).toBeGreaterThan(10);
    }
    const mates = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from hero_teammates group by hero_id`,
    );
    expect(mates).toHaveLength(rows.length);
    for (const { n } of mates) expect(n >= 2 && n <= 4).toBe(true);
  });

  it('gives every demo skill 3–5 levels costed in demo items, and every hero an upgrade order with a note', async () => {
    const rows = await database.db.select().from(heroes);
    const levels = await rowsOf<{ hero_id: string; skill_position: number; n: number; values: string[] }>(sql`
      select hero_id, skill_position, count(*)::int as n, array_agg(value order by level) as values
      from skill_levels group by hero_id, skill_position`);
    expect(levels).toHaveLength(rows.reduce((sum, hero) => sum + hero.skills.length, 0));
    for (const skill of levels) {
      expect(skill.n).toBeGreaterThanOrEqual(3);
      expect(skill.n).toBeLessThanOrEqual(5);
      expect(new Set(skill.values).size).toBe(skill.n);
    }
    const [costs] = await rowsOf<{ levels: number; costed: number; categories: string[] }>(sql`
      select (select count(*)::int from skill_levels) as levels,
        (select count(distinct (c.hero_id, c.skill_position, c.level))::int from skill_upgrade_costs c) as costed,
        (select array_agg(distinct e.category) from skill_upgrade_costs c join database_entries e on e.id = c.entry_id) as categories`);
    expect(costs?.costed).toBe(costs?.levels);
    expect(costs?.categories).toEqual(['items']);
    const orders = await database.db.select().from(heroSkillOrder);
    expect(orders).toHaveLength(rows.length);
    for (const order of orders) {
      expect(order.skillPositions.length).toBeGreaterThanOrEqual(1);
      expect(order.note.length).toBeGreaterThan(30);
    }
    // Varied: the notes are not one sentence with names swapped.
    expect(new Set(orders.map((order) => order.note.split(' ').slice(0, 1).join(' '))).size).toBeGreaterThan(
      2,
    );
  });

  it("keeps an admin's stats, notes, build and teammates when seeding again", async () => {
    const [hero] = await rowsOf<{ id: string }>(sql`select id from heroes where slug = 'aldric-thornveil'`);
    const heroId = hero?.id ?? '';
    await database.db.execute(
      sql`update heroes set hp = 1, build_notes = '<p>Mine.</p>' where id = ${heroId}`,
    );
    await database.db.execute(sql`delete from hero_build_entries where hero_id = ${heroId} and position > 1`);
    await database.db.execute(sql`delete from hero_teammates where hero_id = ${heroId} and position > 1`);
    const ids = new Map((await database.db.select().from(heroes)).map((h) => [h.name, h.id]));
    expect(await seedHeroKnowledge(database.db, ids)).toBe(0);
    const [after] = await rowsOf<{ hp: number; build_notes: string }>(
      sql`select hp, build_notes from heroes where id = ${heroId}`,
    );
    expect(after).toEqual({ hp: 1, build_notes: '<p>Mine.</p>' });
    const [counts] = await rowsOf<{ b: number; m: number }>(sql`
      select (select count(*)::int from hero_build_entries where hero_id = ${heroId}) as b,
        (select count(*)::int from hero_teammates where hero_id = ${heroId}) as m`);
    expect(counts).toEqual({ b: 1, m: 1 });
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
      (await database.db.select({ hash: media.hash }).from(media)).map((row) => `/media/${row.hash}.webp`),
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
  it('ranks every demo hero in each of the four modes, in every tier, with two to four notes each', async () => {
    const modes = await database.db.select().from(gameModes).orderBy(gameModes.position);
    expect(modes.map((mode) => mode.name)).toEqual([
      'Guild Coliseum',
      'Atlas Tower',
      'Nightmare Trace',
      'Team Competition',
    ]);
    const [heroTotal] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from heroes`);
    const perMode = await rowsOf<{ mode_id: string; n: number; tiers: number }>(
      sql`select mode_id, count(*)::int as n, count(distinct tier)::int as tiers from hero_tiers group by mode_id`,
    );
    expect(perMode).toHaveLength(4);
    for (const row of perMode) {
      expect(row.n).toBe(heroTotal?.n);
      expect(row.tiers).toBeGreaterThanOrEqual(5);
    }
    const notes = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from tier_list_changes group by mode_id`,
    );
    expect(notes.map((row) => row.n).every((n) => n >= 2 && n <= 4)).toBe(true);
  });

  it('gives every demo hero a review, specialities, a reason per mode and a dated tier history', async () => {
    const [missing] = await rowsOf<{ reviews: number; tags: number; reasons: number; histories: number }>(sql`
      select
        (select count(*)::int from heroes h where not exists (
          select 1 from hero_reviews r where r.hero_id = h.id and r.verdict <> '' and r.overview <> ''
            and cardinality(r.strengths) >= 2 and cardinality(r.weaknesses) >= 2)) as reviews,
        (select count(*)::int from heroes h where not exists (
          select 1 from hero_specialities s where s.hero_id = h.id)) as tags,
        (select count(*)::int from hero_tiers where reason = '') as reasons,
        (select count(*)::int from hero_tiers t where not exists (
          select 1 from tier_history m where m.hero_id = t.hero_id and m.mode_id = t.mode_id)) as histories`);
    expect(missing).toEqual({ reviews: 0, tags: 0, reasons: 0, histories: 0 });
    // The texts vary from hero to hero rather than repeating one sentence.
    const [variety] = await rowsOf<{ verdicts: number; reasons: number; heroes: number }>(sql`
      select (select count(distinct verdict)::int from hero_reviews) as verdicts,
        (select count(distinct reason)::int from hero_tiers) as reasons,
        (select count(*)::int from heroes) as heroes`);
    expect(variety?.verdicts).toBe(variety?.heroes);
    expect(variety?.reasons).toBeGreaterThan(variety?.heroes ?? 0);
    const [moved] = await rowsOf<{ n: number }>(
      sql`select count(distinct hero_id)::int as n from tier_history where from_tier is not null`,
    );
    expect(moved?.n).toBeGreaterThan(10);
  });

  it("keeps an admin's tier edits and renames, and recreates a deleted demo mode", async () => {
    const [coliseum] = await database.db
      .select()
      .from(gameModes)
      .where(sql`${gameModes.slug} = 'guild-coliseum'`);
    if (!coliseum) throw new Error('no Guild Coliseum');
    await database.db.execute(sql`delete from hero_tiers where mode_id = ${coliseum.id}`);
    await database.db.execute(
      sql`update game_modes set version = 1, description = 'Edited' where id = ${coliseum.id}`,
    );
    await database.db.execute(sql`delete from game_modes where slug = 'atlas-tower'`);
    const heroIds = new Map(
      (await database.db.select({ id: heroes.id, name: heroes.name }).from(heroes)).map((h) => [
        h.name,
        h.id,
      ]),
    );
    await seedTierList(database.db, new Date(), heroIds);
    const [after] = await database.db.select().from(gameModes).where(sql`${gameModes.id} = ${coliseum.id}`);
    expect(after?.description).toBe('Edited');
    const [placed] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from hero_tiers where mode_id = ${coliseum.id}`,
    );
    expect(placed?.n).toBe(0);
    const [tower] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from hero_tiers t join game_modes m on m.id = t.mode_id where m.slug = 'atlas-tower'`,
    );
    expect(tower?.n).toBe(heroIds.size);
  });

  it("links demo guides to their heroes in order, and a second run keeps an author's own choice", async () => {
    const heroesOf = (title: string) =>
      rowsOf<{ slug: string }>(sql`
        select h.slug from guide_heroes l join guides g on g.id = l.guide_id join heroes h on h.id = l.hero_id
        where g.title = ${title} order by l.position`);
    const tower = 'Climbing the Atlas Tower: Floors 61 to 80';
    expect((await heroesOf(tower)).map((row) => row.slug)).toEqual([
      'cassian-vellory',
      'thessaly-moorcroft',
      'rosalind-vey',
    ]);
    await database.db.execute(sql`
      delete from guide_heroes where guide_id = (select id from guides where title = ${tower})
        and hero_id <> (select id from heroes where slug = 'rosalind-vey')`);
    await database.db.execute(sql`
      update guide_heroes set position = 1 where guide_id = (select id from guides where title = ${tower})`);
    const members = new Map(
      (await rowsOf<{ id: string }>(sql`select id from profiles where id like 'demo-member-%'`)).map(
        (row) => [memberKeyOf(row.id), row.id],
      ),
    );
    const heroIds = new Map(
      (await rowsOf<{ id: string; name: string }>(sql`select id, name from heroes`)).map((row) => [
        row.name,
        row.id,
      ]),
    );
    await seedGuides(database.db, new Date(), members, heroIds);
    expect((await heroesOf(tower)).map((row) => row.slug)).toEqual(['rosalind-vey']);
  });
});

describe('demo guides', () => {
  const heroNames = new Set(HEROES.map((hero) => hero.name));

  it('links at least five guides to one to three demo heroes each', () => {
    const linked = GUIDES.filter((guide) => guide.heroes.length > 0);
    expect(linked.length).toBeGreaterThanOrEqual(5);
    for (const guide of linked) {
      expect(guide.heroes.length, guide.title).toBeLessThanOrEqual(3);
      expect(new Set(guide.heroes).size, guide.title).toBe(guide.heroes.length);
      for (const name of guide.heroes) expect(heroNames.has(name), `${guide.title}: ${name}`).toBe(true);
    }
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

describe('demo hero translations', () => {
  it.each(TRANSLATION_LANGUAGES)(
    'write every demo hero in %s, skill for skill, in its own words and within the editor’s limits',
    (language) => {
      const texts = HERO_TEXTS[language];
      expect(Object.keys(texts).sort()).toEqual(HEROES.map((hero) => hero.name).sort());
      for (const hero of HEROES) {
        const translated = texts[hero.name];
        expect(translated?.skills, hero.name).toHaveLength(hero.skills.length);
        expect(translated?.description).not.toBe(hero.description);
        const fields = {
          description: translated?.description,
          skills: translated?.skills.map(([name, description]) => ({ name, description })),
        };
        expect(HeroTranslationFieldsSchema.safeParse(fields).success, hero.name).toBe(true);
      }
    },
  );
});

describe('demo hero review translations', () => {
  it.each(TRANSLATION_LANGUAGES)(
    'review every demo hero in %s with the English review’s choices, in its own words, translated skill names and within the editor’s limits',
    (language) => {
      for (const hero of HEROES) {
        const english = demoReview(hero);
        const review = demoReviewIn(hero, english, language);
        expect(review.verdict, hero.name).not.toBe('');
        expect(review.verdict).not.toBe(english.verdict);
        expect(review.overview).not.toBe(english.overview);
        expect(review.strengths).toHaveLength(english.strengths.length);
        expect(review.weaknesses).toHaveLength(english.weaknesses.length);
        for (const [index, point] of review.strengths.entries())
          expect(point).not.toBe(english.strengths[index]);
        expect(JSON.stringify(review)).not.toContain('undefined');
        const skillNames = HERO_TEXTS[language][hero.name]?.skills.map(([name]) => name) ?? [];
        expect(
          skillNames.some((name) => review.overview.includes(name)),
          hero.name,
        ).toBe(true);
        expect(HeroTranslationFieldsSchema.safeParse(review).success, hero.name).toBe(true);
      }
    },
  );
});

describe('demo content translations', () => {
  const entryNames = new Set(demoDatabaseEntries().map(({ entry }) => entry.name));
  it.each(TRANSLATION_LANGUAGES)(
    'write both about pages, at least eight database entries and three news posts in %s, in their own words and within the editors’ limits',
    (language) => {
      expect(Object.keys(PAGE_TEXTS[language]).sort()).toEqual(PAGES.map((page) => page.slug).sort());
      for (const page of PAGES) {
        const texts = PAGE_TEXTS[language][page.slug];
        expect(texts?.content).not.toBe(page.content);
        expect(PageTranslationFieldsSchema.safeParse(texts).success, page.slug).toBe(true);
      }
      const entries = Object.entries(ENTRY_TEXTS[language]);
      expect(entries.length).toBeGreaterThanOrEqual(8);
      for (const [name, texts] of entries) {
        expect(entryNames.has(name), name).toBe(true);
        expect(texts.name).not.toBe(name);
        expect(DatabaseEntryTranslationFieldsSchema.safeParse(texts).success, name).toBe(true);
      }
      const posts = Object.entries(POST_TEXTS[language]);
      expect(posts.length).toBeGreaterThanOrEqual(3);
      for (const [title, texts] of posts) {
        expect(
          OFFICIAL_CONTENT.some((post) => post.title === title),
          title,
        ).toBe(true);
        expect(texts.title).not.toBe(title);
        expect(OfficialContentTranslationFieldsSchema.safeParse(texts).success, title).toBe(true);
      }
    },
  );
});
