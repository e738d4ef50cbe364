import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import type { HeroDetail } from '@haven/shared/heroes/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { heroBuildEntries, heroes, heroTeammates } from '../../db/schema/index.ts';
import type { AppEvent } from '../../realtime/bus.ts';
import { buildDatabaseEntry, buildHero, signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let member: TestMember;
let admin: TestMember;

beforeAll(async () => {
  member = await signUpAndSignIn(t.app);
  admin = await signUpAndSignIn(t.app, { admin: true });
});

const save = (cookie: string | undefined, payload: unknown, heroId?: string) =>
  t.app.inject({
    method: heroId ? 'PUT' : 'POST',
    url: `/api/admin/heroes${heroId ? `/${heroId}` : ''}`,
    headers: cookie ? { cookie } : {},
    // An edit is made from the version a fresh hero has.
    payload: { ...(heroId ? { version: 0 } : {}), ...(payload as Record<string, unknown>) },
  });

const STATS = { hp: 12_400, attack: 1_850, defense: 960, speed: 118 };
const SKILL = { name: 'Rampart Call', description: 'Shields the front row.', type: 'Ultimate', cooldown: 5 };

async function heroRows(name: string) {
  return t.db.select().from(heroes).where(eq(heroes.name, name));
}

describe('saving a hero with stats, typed skills, a build and teammates', () => {
  it('stores them in order and the hero page reads them back', async () => {
    const blade = await buildDatabaseEntry(t.db, { category: 'gear', name: 'Build Test Blade' });
    const gem = await buildDatabaseEntry(t.db, { category: 'gems', name: 'Build Test Gem' });
    const ally = await buildHero(t.db, { name: 'Build Test Ally' });
    const created = await save(admin.cookie, {
      name: 'Build Test Hero',
      stats: STATS,
      skills: [SKILL],
      build: [
        { entryId: gem.id, note: '  Speed first.  ' },
        { entryId: blade.id, note: 'Main weapon.' },
      ],
      teammates: [ally.id],
      buildNotes: '<p>Lead with <strong>Rampart</strong>.</p><script>alert(1)</script>',
    });
    expect(created.statusCode).toBe(201);
    const page = await t.app.inject({ url: `/api/heroes/${created.json().slug}` });
    const hero = page.json<HeroDetail>();
    expect(hero.stats).toEqual(STATS);
    expect(hero.skills).toEqual([SKILL]);
    expect(hero.build.map((item) => [item.entry.name, item.entry.category, item.note])).toEqual([
      ['Build Test Gem', 'gems', 'Speed first.'],
      ['Build Test Blade', 'gear', 'Main weapon.'],
    ]);
    expect(hero.teammates.map((mate) => mate.name)).toEqual(['Build Test Ally']);
    expect(hero.buildNotes).toBe('<p>Lead with <strong>Rampart</strong>.</p>');
    expect(hero.statRanges.hp.max).toBeGreaterThanOrEqual(STATS.hp);

    // An update replaces the build and teammates rather than adding to them.
    const updated = await save(
      admin.cookie,
      { name: 'Build Test Hero', stats: STATS, build: [{ entryId: blade.id }], teammates: [] },
      hero.id,
    );
    expect(updated.statusCode).toBe(200);
    const again = (await t.app.inject({ url: `/api/heroes/${hero.slug}` })).json<HeroDetail>();
    expect(again.build.map((item) => [item.entry.name, item.note])).toEqual([['Build Test Blade', '']]);
    expect(again.teammates).toEqual([]);
  });

  it('refuses bad stats, cooldowns, entries and teammates with 400 and writes nothing', async () => {
    const map = await buildDatabaseEntry(t.db, { category: 'maps', name: 'Build Test Map' });
    const relic = await buildDatabaseEntry(t.db, { category: 'relics', name: 'Build Test Relic' });
    const entries = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        buildDatabaseEntry(t.db, { category: 'pets', name: `Build Pet ${i}` }),
      ),
    );
    const mates = await Promise.all(
      Array.from({ length: 5 }, (_, i) => buildHero(t.db, { name: `Build Mate ${i}` })),
    );
    const cases: [unknown, string, string][] = [
      [{ stats: { ...STATS, hp: -1 } }, 'stats.hp', HERO_MESSAGES.statRange],
      [{ stats: { ...STATS, speed: 1_000_000 } }, 'stats.speed', HERO_MESSAGES.statRange],
      [{ skills: [{ ...SKILL, cooldown: 21 }] }, 'skills.0.cooldown', HERO_MESSAGES.cooldownRange],
      [{ skills: [{ ...SKILL, type: 'Legendary' }] }, 'skills.0.type', ''],
      [{ build: [{ entryId: map.id }] }, 'build', HERO_MESSAGES.buildEntryUnknown],
      [{ build: [{ entryId: crypto.randomUUID() }] }, 'build', HERO_MESSAGES.buildEntryUnknown],
      [
        { build: [{ entryId: relic.id, note: 'x'.repeat(121) }] },
        'build.0.note',
        HERO_MESSAGES.buildNoteTooLong,
      ],
      [{ build: entries.map((e) => ({ entryId: e.id })) }, 'build', HERO_MESSAGES.buildTooMany],
      [{ build: [{ entryId: relic.id }, { entryId: relic.id }] }, 'build', HERO_MESSAGES.buildRepeated],
      [{ teammates: mates.map((m) => m.id) }, 'teammates', HERO_MESSAGES.teammatesTooMany],
      [{ teammates: [mates[0]?.id, mates[0]?.id] }, 'teammates', HERO_MESSAGES.teammatesRepeated],
      [{ teammates: [crypto.randomUUID()] }, 'teammates', HERO_MESSAGES.invalidHeroId],
    ];
    for (const [body, field, message] of cases) {
      const response = await save(admin.cookie, { name: 'Refused Build Hero', ...(body as object) });
      expectError(response, 400, 'VALIDATION', message || undefined);
      expect(Object.keys(response.json().error.fields ?? {})).toContain(field);
    }
    expect(await heroRows('Refused Build Hero')).toEqual([]);
  });

  it('refuses a hero as its own teammate and keeps its stored build', async () => {
    const relic = await buildDatabaseEntry(t.db, { category: 'relics', name: 'Build Self Relic' });
    const hero = await buildHero(t.db, { name: 'Build Self Hero', hp: 500 });
    await t.db
      .insert(heroBuildEntries)
      .values({ heroId: hero.id, entryId: relic.id, position: 1, note: 'Kept' });
    const response = await save(
      admin.cookie,
      { name: 'Build Self Hero', stats: { ...STATS, hp: 900 }, build: [], teammates: [hero.id] },
      hero.id,
    );
    expectError(response, 400, 'VALIDATION', HERO_MESSAGES.teammateSelf);
    expect(response.json().error.fields).toEqual({ teammates: HERO_MESSAGES.teammateSelf });
    const [row] = await heroRows('Build Self Hero');
    expect(row?.hp).toBe(500);
    expect(
      await t.db.select().from(heroBuildEntries).where(eq(heroBuildEntries.heroId, hero.id)),
    ).toHaveLength(1);
    expect(await t.db.select().from(heroTeammates).where(eq(heroTeammates.heroId, hero.id))).toEqual([]);
  });

  it('is for admins only: 401 signed out, 403 for members, nothing written', async () => {
    const body = { name: 'Build Guest Hero', stats: STATS };
    expectError(await save(undefined, body), 401, 'UNAUTHENTICATED');
    expectError(await save(member.cookie, body), 403, 'FORBIDDEN');
    expect(await heroRows('Build Guest Hero')).toEqual([]);
  });
});

describe('a build entry renamed or deleted', () => {
  it('refreshes the hero pages that name it, and the page shows the new name, then drops it', async () => {
    const relic = await buildDatabaseEntry(t.db, { category: 'relics', name: 'Refresh Test Relic' });
    const hero = await buildHero(t.db, { name: 'Refresh Test Hero' });
    await t.db.insert(heroBuildEntries).values({ heroId: hero.id, entryId: relic.id, position: 1, note: '' });
    const page = () => t.app.inject({ url: `/api/heroes/${hero.slug}` });
    expect((await page()).json<HeroDetail>().build[0]?.entry.name).toBe('Refresh Test Relic');

    const events: AppEvent[] = [];
    const stop = t.app.bus.subscribeLocal((event) => events.push(event));
    const renamed = await injectAs(t.app, admin.cookie, {
      method: 'PUT',
      url: `/api/admin/database/${relic.id}`,
      payload: { category: 'relics', name: 'Refresh Test Relic Renamed', version: 0 },
    });
    expect(renamed.statusCode).toBe(200);
    expect(events.map((event) => event.topic)).toContain(REALTIME_TOPICS.heroes);
    expect((await page()).json<HeroDetail>().build[0]?.entry.name).toBe('Refresh Test Relic Renamed');

    events.length = 0;
    const deleted = await injectAs(t.app, admin.cookie, {
      method: 'DELETE',
      url: `/api/admin/database/${relic.id}`,
    });
    stop();
    expect(deleted.statusCode).toBe(200);
    expect(events.map((event) => event.topic)).toContain(REALTIME_TOPICS.heroes);
    expect((await page()).json<HeroDetail>().build).toEqual([]);
  });
});
