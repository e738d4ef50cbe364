import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { SKILL_DEPTH_MESSAGES } from '@haven/shared/heroes/messages';
import type { HeroDetail } from '@haven/shared/heroes/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { heroSkillOrder, skillLevels, skillUpgradeCosts } from '../../db/schema/index.ts';
import type { AppEvent } from '../../realtime/bus.ts';
import { buildDatabaseEntry, buildHero, signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { expectError, expectVersionedSaves, injectAs } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let member: TestMember;
let admin: TestMember;

beforeAll(async () => {
  member = await signUpAndSignIn(t.app);
  admin = await signUpAndSignIn(t.app, { admin: true });
});

const save = (cookie: string | undefined, heroId: string, payload: object, version = 0) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/heroes/${heroId}`,
    headers: cookie ? { cookie } : {},
    payload: { version, ...payload },
  });

const skill = (name: string, extra: object = {}) => ({
  name,
  description: `${name} strikes.`,
  type: 'Active',
  cooldown: 2,
  ...extra,
});

async function storedDepth(heroId: string) {
  const [levels, costs, order] = await Promise.all([
    t.db.select().from(skillLevels).where(eq(skillLevels.heroId, heroId)),
    t.db.select().from(skillUpgradeCosts).where(eq(skillUpgradeCosts.heroId, heroId)),
    t.db.select().from(heroSkillOrder).where(eq(heroSkillOrder.heroId, heroId)),
  ]);
  return { levels, costs, order };
}

const page = async (slug: string) => (await t.app.inject({ url: `/api/heroes/${slug}` })).json<HeroDetail>();

describe('skill levels, upgrade costs and the upgrade order in the hero editor', () => {
  it('stores each skill’s levels with item costs and the order, and the hero page reads them back', async () => {
    const ink = await buildDatabaseEntry(t.db, { category: 'items', name: 'Depth Test Ink' });
    const dust = await buildDatabaseEntry(t.db, { category: 'items', name: 'Depth Test Dust' });
    const hero = await buildHero(t.db, { name: 'Depth Test Hero' });
    const saved = await save(admin.cookie, hero.id, {
      name: 'Depth Test Hero',
      skills: [
        skill('First Light', {
          levels: [
            { value: ' 120% Attack ', costs: [{ entryId: ink.id, quantity: 5 }] },
            {
              value: '150% Attack',
              costs: [
                { entryId: ink.id, quantity: 10 },
                { entryId: dust.id, quantity: '2' },
              ],
            },
          ],
          upgradeRank: 2,
        }),
        skill('Second Dawn', { upgradeRank: 1 }),
        skill('Third Dusk'),
      ],
      upgradeNote: 'Dawn first: it carries the Arena.',
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const hero2 = await page(hero.slug);
    // The skills themselves stay as they were: levels live in their own tables.
    expect(hero2.skills.map((s) => Object.keys(s).sort())).toEqual(
      Array(3).fill(['cooldown', 'description', 'name', 'type']),
    );
    expect(hero2.skillDepth.levels[0]?.map((l) => [l.level, l.value])).toEqual([
      [1, '120% Attack'],
      [2, '150% Attack'],
    ]);
    expect(
      hero2.skillDepth.levels[0]?.[1]?.costs.map((c) => [c.entry.name, c.entry.category, c.quantity]),
    ).toEqual([
      ['Depth Test Ink', 'items', 10],
      ['Depth Test Dust', 'items', 2],
    ]);
    expect(hero2.skillDepth.levels.slice(1)).toEqual([[], []]);
    expect(hero2.skillDepth.upgradeOrder).toEqual([1, 0]);
    expect(hero2.skillDepth.upgradeNote).toBe('Dawn first: it carries the Arena.');

    // A save without them clears them.
    const cleared = await save(
      admin.cookie,
      hero.id,
      { name: 'Depth Test Hero', skills: [skill('Only')] },
      1,
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await storedDepth(hero.id)).toEqual({ levels: [], costs: [], order: [] });
    const after = await page(hero.slug);
    expect(after.skillDepth).toEqual({ levels: [[]], upgradeOrder: [], upgradeNote: '' });
  });

  it('refuses bad levels, costs and places with 400 in the editor’s words and writes nothing', async () => {
    const ink = await buildDatabaseEntry(t.db, { category: 'items', name: 'Refused Depth Ink' });
    const relic = await buildDatabaseEntry(t.db, { category: 'relics', name: 'Refused Depth Relic' });
    const hero = await buildHero(t.db, { name: 'Refused Depth Hero' });
    const M = SKILL_DEPTH_MESSAGES;
    const level = (extra: object = {}) => ({ value: 'Hits', ...extra });
    const cases: [object[], string, string][] = [
      [[skill('A', { levels: [level({ value: '  ' })] })], 'skills.0.levels.0.value', M.levelValueRequired],
      [
        [skill('A', { levels: [level({ value: 'x'.repeat(161) })] })],
        'skills.0.levels.0.value',
        M.levelValueTooLong,
      ],
      [[skill('A', { levels: Array(11).fill(level()) })], 'skills.0.levels', M.levelsTooMany],
      [
        [skill('A', { levels: [level({ costs: [{ entryId: ink.id, quantity: 0 }] })] })],
        'skills.0.levels.0.costs.0.quantity',
        M.costQuantityRange,
      ],
      [
        [skill('A', { levels: [level({ costs: [{ entryId: ink.id, quantity: 1.5 }] })] })],
        'skills.0.levels.0.costs.0.quantity',
        M.costQuantityRange,
      ],
      [
        [skill('A', { levels: [level({ costs: [{ entryId: 'nope', quantity: 1 }] })] })],
        'skills.0.levels.0.costs.0.entryId',
        M.costEntryUnknown,
      ],
      [
        [
          skill('A', {
            levels: [
              level({
                costs: [
                  { entryId: ink.id, quantity: 1 },
                  { entryId: ink.id, quantity: 2 },
                ],
              }),
            ],
          }),
        ],
        'skills.0.levels.0.costs',
        M.costRepeated,
      ],
      [[skill('A', { upgradeRank: 1 }), skill('B', { upgradeRank: 1 })], 'skills', M.rankRepeated],
      // Only items may be costs, and only ones that exist.
      [
        [skill('A', { levels: [level({ costs: [{ entryId: relic.id, quantity: 1 }] })] })],
        'skills',
        M.costEntryUnknown,
      ],
      [
        [skill('A', { levels: [level({ costs: [{ entryId: crypto.randomUUID(), quantity: 1 }] })] })],
        'skills',
        M.costEntryUnknown,
      ],
    ];
    for (const [skills, field, message] of cases) {
      const response = await save(admin.cookie, hero.id, { name: 'Refused Depth Hero', skills });
      expectError(response, 400, 'VALIDATION', message);
      expect(Object.keys(response.json().error.fields ?? {})).toContain(field);
    }
    const note = await save(admin.cookie, hero.id, {
      name: 'Refused Depth Hero',
      upgradeNote: 'x'.repeat(301),
    });
    expectError(note, 400, 'VALIDATION', M.upgradeNoteTooLong);
    expect(await storedDepth(hero.id)).toEqual({ levels: [], costs: [], order: [] });
    expect((await page(hero.slug)).version).toBe(0);
  });

  it('is for admins only: 401 signed out, 403 for members, nothing written', async () => {
    const hero = await buildHero(t.db, { name: 'Guest Depth Hero' });
    const body = {
      name: 'Guest Depth Hero',
      skills: [skill('A', { levels: [{ value: 'Hits' }], upgradeRank: 1 })],
    };
    expectError(await save(undefined, hero.id, body), 401, 'UNAUTHENTICATED');
    expectError(await save(member.cookie, hero.id, body), 403, 'FORBIDDEN');
    expect(await storedDepth(hero.id)).toEqual({ levels: [], costs: [], order: [] });
  });

  it('refuses a save from an older version with 409 and keeps the levels the first save wrote', async () => {
    const hero = await buildHero(t.db, { name: 'Conflict Depth Hero' });
    await expectVersionedSaves(
      (version, text) =>
        injectAs(t.app, admin.cookie, {
          method: 'PUT',
          url: `/api/admin/heroes/${hero.id}`,
          payload: {
            version,
            name: 'Conflict Depth Hero',
            skills: [skill('A', { levels: [{ value: text }], upgradeRank: 1 })],
            upgradeNote: text,
          },
        }),
      async () => {
        const depth = await storedDepth(hero.id);
        const { version } = await page(hero.slug);
        return { version, ...depth };
      },
    );
    expect((await page(hero.slug)).skillDepth.levels[0]?.[0]?.value).toBe('Second editor text');
  });

  it('refreshes open hero pages when an item a level costs is renamed', async () => {
    const ink = await buildDatabaseEntry(t.db, { category: 'items', name: 'Live Depth Ink' });
    const hero = await buildHero(t.db, { name: 'Live Depth Hero' });
    const saved = await save(admin.cookie, hero.id, {
      name: 'Live Depth Hero',
      skills: [skill('A', { levels: [{ value: 'Hits', costs: [{ entryId: ink.id, quantity: 3 }] }] })],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const events: AppEvent[] = [];
    const stop = t.app.bus.subscribeLocal((event) => events.push(event));
    const renamed = await injectAs(t.app, admin.cookie, {
      method: 'PUT',
      url: `/api/admin/database/${ink.id}`,
      payload: { category: 'items', name: 'Live Depth Ink Renamed', version: 0 },
    });
    stop();
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(events.map((event) => event.topic)).toContain(REALTIME_TOPICS.heroes);
    expect((await page(hero.slug)).skillDepth.levels[0]?.[0]?.costs[0]?.entry.name).toBe(
      'Live Depth Ink Renamed',
    );
  });
});

describe('the upgrade cost picker', () => {
  it('lists items when asked for them, and refuses other categories', async () => {
    await buildDatabaseEntry(t.db, { category: 'items', name: 'Picker Depth Ink' });
    const items = await t.app.inject({
      url: '/api/game-database/picker?category=items&search=picker%20depth',
    });
    expect(items.json().items.map((e: { name: string }) => e.name)).toEqual(['Picker Depth Ink']);
    const all = await t.app.inject({ url: '/api/game-database/picker?search=picker%20depth' });
    expect(all.json().items).toEqual([]);
    expectError(await t.app.inject({ url: '/api/game-database/picker?category=maps' }), 400, 'VALIDATION');
  });
});
