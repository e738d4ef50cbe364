import { GENERIC_MESSAGES } from '@haven/shared/common/errors';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { DATABASE_MESSAGES } from '@haven/shared/game-database/messages';
import type {
  AdminDatabaseListResponse,
  DatabaseEntryDetail,
  DatabaseEntryInput,
  DatabaseListResponse,
  SavedDatabaseEntry,
} from '@haven/shared/game-database/schemas';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { databaseEntries, databaseEntryHeroes, heroes } from '../../db/schema/index.ts';
import type { AppEvent } from '../../realtime/bus.ts';
import { buildDatabaseEntry, buildHero } from '../../test/factories.ts';
import { expectError, expectVersionedSaves, injectAs } from '../../test/http.ts';
import { useMembers, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { admin, member } = useMembers(t, { admin: 'admin', member: 'member' });

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const asAdmin = (request: InjectOptions) => injectAs(t.app, admin.cookie, request);
const create = (payload: DatabaseEntryInput) =>
  asAdmin({ method: 'POST', url: '/api/admin/database', payload });
const storedEntry = async (id: string) =>
  (await t.db.select().from(databaseEntries).where(eq(databaseEntries.id, id)))[0];
/** Saves as an editor that opened the entry as it is stored now, unless `version` says otherwise. */
const update = async (id: string, payload: DatabaseEntryInput, version?: number) =>
  asAdmin({
    method: 'PUT',
    url: `/api/admin/database/${id}`,
    payload: { ...payload, version: version ?? (await storedEntry(id))?.version ?? 0 },
  });

async function entryRows(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(databaseEntries);
  return row?.n ?? 0;
}
async function heroLinkRows(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(databaseEntryHeroes);
  return row?.n ?? 0;
}

/** Runs the request and asserts it was refused with this status and wrote no entry and no hero link. */
async function expectRefusedWithNothingWritten(
  request: () => Promise<import('fastify').LightMyRequestResponse>,
  status: number,
  code: string,
) {
  const [entriesBefore, linksBefore] = [await entryRows(), await heroLinkRows()];
  const response = await request();
  expectError(response, status, code);
  expect([await entryRows(), await heroLinkRows()]).toEqual([entriesBefore, linksBefore]);
  return response.json<{ error: { message: string; fields?: Record<string, string> } }>().error;
}

describe('saving an entry against the version its editor opened', () => {
  it('raises the version, and refuses a save over a newer one with 409, writing nothing', async () => {
    const entry = await buildDatabaseEntry(t.db, { category: 'gear', name: 'Contested Blade' });
    await expectVersionedSaves(
      (version, summary) => update(entry.id, { category: 'gear', name: 'Contested Blade', summary }, version),
      () => storedEntry(entry.id),
    );
  });
});

describe('who may use the admin database routes', () => {
  const routes = (id: string): InjectOptions[] => [
    { method: 'GET', url: '/api/admin/database' },
    { method: 'GET', url: `/api/admin/database/${id}` },
    { method: 'POST', url: '/api/admin/database', payload: { category: 'gear', name: 'Nope Blade' } },
    {
      method: 'PUT',
      url: `/api/admin/database/${id}`,
      payload: { category: 'gear', name: 'Nope Blade', version: 0 },
    },
    { method: 'DELETE', url: `/api/admin/database/${id}` },
  ];

  it('refuses visitors with 401 and members with 403, writing nothing', async () => {
    const entry = await buildDatabaseEntry(t.db, { category: 'gear', name: 'Guarded Blade' });
    for (const request of routes(entry.id)) {
      await expectRefusedWithNothingWritten(() => t.app.inject(request), 401, 'UNAUTHENTICATED');
      const refused = await expectRefusedWithNothingWritten(
        () => injectAs(t.app, member.cookie, request),
        403,
        'FORBIDDEN',
      );
      expect(refused.message).toBe(GENERIC_MESSAGES.adminOnly);
    }
    const still = await asAdmin({ url: `/api/admin/database/${entry.id}` });
    expect(still.json<DatabaseEntryDetail>().name).toBe('Guarded Blade');
  });
});

describe('POST /api/admin/database', () => {
  it('creates an entry with a sanitised description, attributes and related heroes, and announces it', async () => {
    const events: AppEvent[] = [];
    const stop = t.app.bus.subscribe((event) => events.push(event));
    const [first, second] = [await buildHero(t.db), await buildHero(t.db)];
    const response = await create({
      category: 'pets',
      name: '  Moss Tortoise ',
      summary: 'Slow and sure.',
      description: '<p>Shields <em>allies</em>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      imageUrl: `/media/${'a'.repeat(64)}.webp`,
      rarity: 'GR',
      tags: ['Shield', 'slow', 'Shield', ''],
      attributes: [
        { label: 'Defence', value: '+80' },
        { label: '', value: '' },
      ],
      relatedHeroIds: [second.id, first.id],
    });
    expect(response.statusCode).toBe(201);
    const saved = response.json<SavedDatabaseEntry>();
    expect(saved).toEqual({ id: expect.any(String), category: 'pets', slug: 'moss-tortoise', version: 0 });
    // On PostgreSQL the event comes back through LISTEN / NOTIFY, a moment later.
    await vi.waitFor(() =>
      expect(events).toContainEqual(
        expect.objectContaining({ topic: REALTIME_TOPICS.gameDatabase, id: saved.id }),
      ),
    );
    stop();

    const entry = (
      await t.app.inject({ url: '/api/database/pets/moss-tortoise' })
    ).json<DatabaseEntryDetail>();
    expect(entry).toMatchObject({
      name: 'Moss Tortoise',
      summary: 'Slow and sure.',
      imageUrl: `/media/${'a'.repeat(64)}.webp`,
      rarity: 'GR',
      tags: ['Shield', 'slow'],
      attributes: [{ label: 'Defence', value: '+80' }],
    });
    expect(entry.description).toContain('<em>allies</em>');
    expect(entry.description).not.toContain('script');
    expect(entry.description).not.toContain('onerror');
    expect(entry.relatedHeroes.map((h) => h.id)).toEqual([second.id, first.id]);
    const [row] = await t.db
      .select({ searchText: databaseEntries.searchText })
      .from(databaseEntries)
      .where(eq(databaseEntries.id, saved.id));
    expect(row?.searchText).toBe('moss tortoise\nslow and sure.\nshield\nslow');
  });

  it('refuses a name already used in the same category, and allows it in another', async () => {
    await buildDatabaseEntry(t.db, { category: 'mounts', name: 'Storm Stag' });
    const clash = await expectRefusedWithNothingWritten(
      () => create({ category: 'mounts', name: 'storm  STAG!' }),
      409,
      'CONFLICT',
    );
    expect(clash).toEqual({
      code: 'CONFLICT',
      message: DATABASE_MESSAGES.nameTaken('Mounts'),
      fields: { name: DATABASE_MESSAGES.nameTaken('Mounts') },
    });
    const elsewhere = await create({ category: 'pets', name: 'Storm Stag' });
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json<SavedDatabaseEntry>()).toMatchObject({ category: 'pets', slug: 'storm-stag' });
  });

  it('lets only one of two saves racing for the same name in a category through', async () => {
    const [a, b] = await Promise.all([
      create({ category: 'relics', name: 'Twin Idol' }),
      create({ category: 'relics', name: 'twin idol' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expectError(a.statusCode === 409 ? a : b, 409, 'CONFLICT', DATABASE_MESSAGES.nameTaken('Relics'));
    const [row] = await t.db
      .select({ n: count() })
      .from(databaseEntries)
      .where(eq(databaseEntries.slug, 'twin-idol'));
    expect(row?.n).toBe(1);
  });

  it('refuses an unknown related hero with the related heroes field, writing nothing', async () => {
    const hero = await buildHero(t.db);
    const error = await expectRefusedWithNothingWritten(
      () => create({ category: 'gear', name: 'Orphan Blade', relatedHeroIds: [hero.id, MISSING_ID] }),
      400,
      'VALIDATION',
    );
    expect(error.fields).toEqual({ relatedHeroIds: DATABASE_MESSAGES.heroNotFound });
  });

  it('refuses bad input with a clear message per field, writing nothing', async () => {
    const cases: [DatabaseEntryInput | Record<string, unknown>, string, string][] = [
      [{ category: 'gear', name: '   ' }, 'name', DATABASE_MESSAGES.nameRequired],
      [{ category: 'gear', name: '!!!' }, 'name', DATABASE_MESSAGES.nameNoLetters],
      [{ category: 'gear', name: 'x'.repeat(81) }, 'name', DATABASE_MESSAGES.nameTooLong],
      [{ name: 'No Category' }, 'category', DATABASE_MESSAGES.categoryNotFound],
      [{ category: 'weapons', name: 'Bad Category' }, 'category', DATABASE_MESSAGES.categoryNotFound],
      [
        { category: 'gear', name: 'Long', summary: 's'.repeat(201) },
        'summary',
        DATABASE_MESSAGES.summaryTooLong,
      ],
      [
        { category: 'gear', name: 'Half', attributes: [{ label: 'Attack', value: '' }] },
        'attributes',
        DATABASE_MESSAGES.attributeIncomplete,
      ],
      [
        { category: 'gear', name: 'Tags', tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) },
        'tags',
        DATABASE_MESSAGES.tooManyTags,
      ],
      [
        { category: 'gear', name: 'Image', imageUrl: 'javascript:alert(1)' },
        'imageUrl',
        DATABASE_MESSAGES.imageUrlInvalid,
      ],
      [{ category: 'gear', name: 'Rarity', rarity: 'XR' }, 'rarity', expect.any(String)],
      [
        { category: 'gear', name: 'Heroes', relatedHeroIds: ['nope'] },
        'relatedHeroIds.0',
        DATABASE_MESSAGES.heroNotFound,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const error = await expectRefusedWithNothingWritten(
        () => asAdmin({ method: 'POST', url: '/api/admin/database', payload }),
        400,
        'VALIDATION',
      );
      expect(error.fields, JSON.stringify(payload)).toMatchObject({ [field]: message });
    }
  });
});

describe('PUT /api/admin/database/:entryId', () => {
  it('replaces the entry: a new category and name move its address, related heroes are replaced', async () => {
    const [kept, dropped, added] = [await buildHero(t.db), await buildHero(t.db), await buildHero(t.db)];
    const entry = await buildDatabaseEntry(t.db, {
      category: 'items',
      name: 'Old Lantern',
      tags: ['light'],
      relatedHeroIds: [dropped.id, kept.id],
    });
    const response = await update(entry.id, {
      category: 'gear',
      name: 'Bright Lantern',
      summary: 'Now gear.',
      tags: ['light', 'night'],
      relatedHeroIds: [kept.id, added.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<SavedDatabaseEntry>()).toEqual({
      id: entry.id,
      category: 'gear',
      slug: 'bright-lantern',
      version: 1,
    });
    expectError(await t.app.inject({ url: '/api/database/items/old-lantern' }), 404, 'NOT_FOUND');
    const moved = (
      await t.app.inject({ url: '/api/database/gear/bright-lantern' })
    ).json<DatabaseEntryDetail>();
    expect(moved).toMatchObject({ id: entry.id, summary: 'Now gear.', tags: ['light', 'night'] });
    expect(moved.relatedHeroes.map((h) => h.id)).toEqual([kept.id, added.id]);
    expect(
      (await t.app.inject({ url: '/api/database/gear?search=night' })).json<DatabaseListResponse>().items,
    ).toEqual([expect.objectContaining({ id: entry.id })]);
  });

  it('keeps its own slug on a save without renaming, and refuses a name taken in the category', async () => {
    const entry = await buildDatabaseEntry(t.db, { category: 'maps', name: 'Atlas Tower' });
    await buildDatabaseEntry(t.db, { category: 'maps', name: 'Sunken Vale' });
    const same = await update(entry.id, { category: 'maps', name: 'Atlas Tower', summary: 'Floors 1–80.' });
    expect(same.statusCode).toBe(200);
    const clash = await update(entry.id, { category: 'maps', name: 'Sunken Vale' });
    expectError(clash, 409, 'CONFLICT', DATABASE_MESSAGES.nameTaken('Maps'));
    expect(clash.json().error.fields).toEqual({ name: DATABASE_MESSAGES.nameTaken('Maps') });
    const still = (await t.app.inject({ url: '/api/database/maps/atlas-tower' })).json<DatabaseEntryDetail>();
    expect(still.summary).toBe('Floors 1–80.');
  });

  it('leaves the entry as it was when a related hero is unknown', async () => {
    const hero = await buildHero(t.db);
    const entry = await buildDatabaseEntry(t.db, {
      category: 'npc',
      name: 'Old Ferryman',
      relatedHeroIds: [hero.id],
    });
    const error = await expectRefusedWithNothingWritten(
      () => update(entry.id, { category: 'npc', name: 'Young Ferryman', relatedHeroIds: [MISSING_ID] }),
      400,
      'VALIDATION',
    );
    expect(error.fields).toEqual({ relatedHeroIds: DATABASE_MESSAGES.heroNotFound });
    const still = (await t.app.inject({ url: '/api/database/npc/old-ferryman' })).json<DatabaseEntryDetail>();
    expect(still.relatedHeroes.map((h) => h.id)).toEqual([hero.id]);
  });

  it('answers an unknown entry with 404', async () => {
    expectError(
      await update(MISSING_ID, { category: 'gear', name: 'Ghost' }),
      404,
      'NOT_FOUND',
      DATABASE_MESSAGES.entryNotFound,
    );
  });

  it('shows an edit on the cached public reads at once, tags of the category included', async () => {
    const entry = await buildDatabaseEntry(t.db, {
      category: 'recipes',
      name: 'Fish Stew',
      summary: 'Warm.',
      tags: ['soup'],
    });
    const readList = async () => {
      const page = (await t.app.inject({ url: '/api/database/recipes' })).json<DatabaseListResponse>();
      return [page.items[0]?.summary, page.allTags];
    };
    const searchList = async () =>
      (await t.app.inject({ url: '/api/database/recipes?search=stew' })).json<DatabaseListResponse>().allTags;
    const readEntry = async () =>
      (await t.app.inject({ url: '/api/database/recipes/fish-stew' })).json<DatabaseEntryDetail>().summary;
    expect([await readList(), await searchList(), await readEntry()]).toEqual([
      ['Warm.', ['soup']],
      ['soup'],
      'Warm.',
    ]);
    expect([await readList(), await searchList(), await readEntry()]).toEqual([
      ['Warm.', ['soup']],
      ['soup'],
      'Warm.',
    ]);
    const saved = await update(entry.id, {
      category: 'recipes',
      name: 'Fish Stew',
      summary: 'Hot.',
      tags: ['spicy'],
    });
    expect(saved.statusCode).toBe(200);
    expect([await readList(), await searchList(), await readEntry()]).toEqual([
      ['Hot.', ['spicy']],
      ['spicy'],
      'Hot.',
    ]);
  });
});

describe('cached entry pages and hero changes', () => {
  it('shows a related hero renamed elsewhere on the cached entry page', async () => {
    const hero = await buildHero(t.db, { name: 'Old Name Hero' });
    await buildDatabaseEntry(t.db, { category: 'quests', name: 'Hero Errand', relatedHeroIds: [hero.id] });
    const read = async () =>
      (await t.app.inject({ url: '/api/database/quests/hero-errand' })).json<DatabaseEntryDetail>()
        .relatedHeroes[0]?.name;
    expect(await read()).toBe('Old Name Hero');
    await t.db.update(heroes).set({ name: 'New Name Hero' }).where(eq(heroes.id, hero.id));
    await t.app.bus.publish({ topic: REALTIME_TOPICS.heroes, id: hero.id });
    await vi.waitFor(async () => expect(await read()).toBe('New Name Hero'));
  });
});

describe('DELETE /api/admin/database/:entryId', () => {
  it('deletes the entry and its hero links, and answers 404 after', async () => {
    const hero = await buildHero(t.db);
    const entry = await buildDatabaseEntry(t.db, {
      category: 'heir',
      name: 'Lost Heir',
      relatedHeroIds: [hero.id],
    });
    expect(
      (await t.app.inject({ url: `/api/heroes/${hero.id}/database-entries` })).json().items,
    ).toHaveLength(1);
    const response = await asAdmin({ method: 'DELETE', url: `/api/admin/database/${entry.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expectError(await t.app.inject({ url: '/api/database/heir/lost-heir' }), 404, 'NOT_FOUND');
    expect((await t.app.inject({ url: `/api/heroes/${hero.id}/database-entries` })).json().items).toEqual([]);
    const links = await t.db
      .select({ n: count() })
      .from(databaseEntryHeroes)
      .where(eq(databaseEntryHeroes.entryId, entry.id));
    expect(links[0]?.n).toBe(0);
    expectError(
      await asAdmin({ method: 'DELETE', url: `/api/admin/database/${entry.id}` }),
      404,
      'NOT_FOUND',
      DATABASE_MESSAGES.entryNotFound,
    );
  });
});

describe('GET /api/admin/database', () => {
  it('lists every category or one, searched, most recently changed first, 20 a page', async () => {
    const made: string[] = [];
    for (let i = 1; i <= 22; i++) {
      made.push((await buildDatabaseEntry(t.db, { category: 'systems', name: `Guild Rule ${i}` })).id);
    }
    const read = async (query: string) =>
      (await asAdmin({ url: `/api/admin/database${query}` })).json<AdminDatabaseListResponse>();
    const first = await read('?category=systems');
    expect(first).toMatchObject({ total: 22, page: 1, pageSize: 20, totalPages: 2 });
    expect(first.items[0]).toMatchObject({
      id: made[21],
      name: 'Guild Rule 22',
      updatedAt: expect.any(String),
    });
    const second = await read('?category=systems&page=2');
    expect(second.items.map((i) => i.name)).toEqual(['Guild Rule 2', 'Guild Rule 1']);

    await update(made[0] as string, { category: 'systems', name: 'Guild Rule 1', summary: 'Edited.' });
    expect((await read('?category=systems')).items[0]?.id).toBe(made[0]);

    expect((await read('?search=GUILD%20RULE%2022')).items.map((i) => i.name)).toEqual(['Guild Rule 22']);
    expect((await read('')).total).toBe(await entryRows());
    expectError(await asAdmin({ url: '/api/admin/database?category=weapons' }), 400, 'VALIDATION');
  });
});

describe('GET /api/admin/database/:entryId', () => {
  it('answers the whole entry for the editor, and 404 for an unknown id', async () => {
    const hero = await buildHero(t.db);
    const entry = await buildDatabaseEntry(t.db, {
      category: 'quests',
      name: 'Bridge Toll',
      attributes: [{ label: 'Reward', value: '200 gold' }],
      relatedHeroIds: [hero.id],
    });
    const response = await asAdmin({ url: `/api/admin/database/${entry.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<DatabaseEntryDetail>()).toMatchObject({
      id: entry.id,
      category: 'quests',
      slug: 'bridge-toll',
      attributes: [{ label: 'Reward', value: '200 gold' }],
      relatedHeroes: [{ id: hero.id }],
    });
    expectError(
      await asAdmin({ url: `/api/admin/database/${MISSING_ID}` }),
      404,
      'NOT_FOUND',
      DATABASE_MESSAGES.entryNotFound,
    );
  });
});
