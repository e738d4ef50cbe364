import { DATABASE_PAGE_SIZE } from '@haven/shared/game-database/constants';
import { DATABASE_MESSAGES } from '@haven/shared/game-database/messages';
import type {
  DatabaseEntryDetail,
  DatabaseListResponse,
  HeroDatabaseEntriesResponse,
} from '@haven/shared/game-database/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDatabaseEntry, buildHero } from '../../test/factories.ts';
import { expectError } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { DatabaseEntryFields } from './save-entry.ts';

const t = useTestApp();

const list = async (category: string, query = '') => {
  const response = await t.app.inject({ url: `/api/database/${category}${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<DatabaseListResponse>();
};
const names = async (category: string, query = '') => (await list(category, query)).items.map((i) => i.name);

describe('GET /api/database/:category', () => {
  beforeAll(async () => {
    // Relics: the category the search, filter and sort tests read.
    await buildDatabaseEntry(t.db, {
      name: 'Ember Idol',
      summary: 'Sets the wielder ablaze.',
      rarity: 'UR',
      tags: ['fire', 'attack'],
    });
    await buildDatabaseEntry(t.db, {
      name: 'frost crown',
      summary: 'Slows every foe by 50% for a turn.',
      rarity: 'LR',
      tags: ['ice'],
    });
    await buildDatabaseEntry(t.db, {
      name: 'Ashen Horn',
      summary: 'A relic of 500 battles.',
      rarity: 'UR',
      tags: ['fireproof'],
    });
    await buildDatabaseEntry(t.db, { name: 'Bone_Charm', summary: 'Plain.', tags: ['Rare Drop'] });
    // Another category with a tag the relics do not use, and a name a relic search would find.
    await buildDatabaseEntry(t.db, { category: 'gems', name: 'Ember Shard', tags: ['gem-only'] });
  });

  it('lists one category by name, case-insensitively, with every tag in use in it', async () => {
    const relics = await list('relics');
    expect(relics.items.map((i) => i.name)).toEqual([
      'Ashen Horn',
      'Bone_Charm',
      'Ember Idol',
      'frost crown',
    ]);
    expect(relics).toMatchObject({ total: 4, page: 1, pageSize: DATABASE_PAGE_SIZE, totalPages: 1 });
    expect(relics.allTags).toEqual(['attack', 'fire', 'fireproof', 'ice', 'Rare Drop']);
    expect(relics.items[2]).toEqual({
      id: expect.any(String),
      category: 'relics',
      name: 'Ember Idol',
      slug: 'ember-idol',
      summary: 'Sets the wielder ablaze.',
      imageUrl: null,
      rarity: 'UR',
      tags: ['fire', 'attack'],
      untranslated: [],
    });
  });

  it('searches name, summary and tags case-insensitively within the category', async () => {
    expect(await names('relics', '?search=EMBER')).toEqual(['Ember Idol']);
    expect(await names('relics', '?search=ablaze')).toEqual(['Ember Idol']);
    expect(await names('relics', '?search=Ice')).toEqual(['frost crown']);
    expect(await names('relics', '?search=fire')).toEqual(['Ashen Horn', 'Ember Idol']);
    expect(await names('relics', '?search=rare%20drop')).toEqual(['Bone_Charm']);
  });

  it('takes LIKE wildcards in a search literally', async () => {
    expect(await names('relics', '?search=50%25')).toEqual(['frost crown']);
    expect(await names('relics', '?search=e_c')).toEqual(['Bone_Charm']);
    expect(await names('relics', '?search=5_0')).toEqual([]);
    expect(await names('relics', '?search=%25')).toEqual(['frost crown']);
    expect(await list('relics', '?search=z%25z')).toMatchObject({ items: [], total: 0, totalPages: 1 });
  });

  it('filters by rarity and by one exact tag, combined with the search', async () => {
    expect(await names('relics', '?rarity=UR')).toEqual(['Ashen Horn', 'Ember Idol']);
    expect(await names('relics', '?tag=fire')).toEqual(['Ember Idol']);
    expect(await names('relics', '?tag=Rare%20Drop')).toEqual(['Bone_Charm']);
    expect(await names('relics', '?rarity=UR&search=horn')).toEqual(['Ashen Horn']);
    expect(await names('relics', '?tag=gem-only')).toEqual([]);
  });

  it('sorts by rarity, best first, entries without one last, then by name', async () => {
    expect(await names('relics', '?sort=rarity')).toEqual([
      'frost crown',
      'Ashen Horn',
      'Ember Idol',
      'Bone_Charm',
    ]);
  });

  it('pages 24 entries at a time in a stable order', async () => {
    for (let i = 1; i <= DATABASE_PAGE_SIZE + 2; i++) {
      await buildDatabaseEntry(t.db, { category: 'items', name: `Potion ${String(i).padStart(2, '0')}` });
    }
    const first = await list('items');
    expect(first).toMatchObject({ total: 26, page: 1, totalPages: 2 });
    expect(first.items).toHaveLength(DATABASE_PAGE_SIZE);
    expect(first.items[0]?.name).toBe('Potion 01');
    const second = await list('items', '?page=2');
    expect(second.items.map((i) => i.name)).toEqual(['Potion 25', 'Potion 26']);
    expect(await list('items', '?page=5')).toMatchObject({ items: [], total: 26, page: 5 });
  });

  it('answers an empty category with no entries and no tags', async () => {
    expect(await list('systems')).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: DATABASE_PAGE_SIZE,
      totalPages: 1,
      allTags: [],
    });
  });

  it('answers an unknown category with 404 and refuses bad filters with 400', async () => {
    expectError(
      await t.app.inject({ url: '/api/database/weapons' }),
      404,
      'NOT_FOUND',
      DATABASE_MESSAGES.categoryNotFound,
    );
    expectError(await t.app.inject({ url: '/api/database/relics?rarity=XR' }), 400, 'VALIDATION');
    expectError(await t.app.inject({ url: '/api/database/relics?sort=price' }), 400, 'VALIDATION');
    expectError(await t.app.inject({ url: '/api/database/relics?page=0' }), 400, 'VALIDATION');
  });
});

/** An entry with every field filled in, as written and as the entry page answers it. */
const BRAMBLE_CAT: Partial<DatabaseEntryFields> = {
  category: 'pets',
  name: 'Bramble Cat',
  summary: 'Purrs.',
  description: '<p>Found in <strong>gardens</strong>.</p>',
  rarity: 'SSR',
  tags: ['garden'],
  attributes: [
    { label: 'Attack', value: '+120' },
    { label: 'Drops from', value: 'Atlas Tower 61–80' },
  ],
};

describe('GET /api/database/:category/:slug', () => {
  it('answers the entry with its related heroes in the chosen order and its neighbours by name', async () => {
    const [first, second] = [await buildHero(t.db, { name: 'Lyra Dawn' }), await buildHero(t.db)];
    await buildDatabaseEntry(t.db, { category: 'pets', name: 'Amber Fox' });
    const cat = await buildDatabaseEntry(t.db, { ...BRAMBLE_CAT, relatedHeroIds: [second.id, first.id] });
    await buildDatabaseEntry(t.db, { category: 'pets', name: 'crystal Owl' });
    // Same name in another category: never a neighbour.
    await buildDatabaseEntry(t.db, { category: 'mounts', name: 'Bramble Deer' });

    const response = await t.app.inject({ url: '/api/database/pets/bramble-cat' });
    expect(response.statusCode).toBe(200);
    const entry = response.json<DatabaseEntryDetail>();
    expect(entry).toMatchObject({
      id: cat.id,
      ...BRAMBLE_CAT,
      previous: { slug: 'amber-fox', name: 'Amber Fox' },
      next: { slug: 'crystal-owl', name: 'crystal Owl' },
    });
    expect(entry.relatedHeroes.map((h) => h.id)).toEqual([second.id, first.id]);
    expect(entry.relatedHeroes[1]).toEqual({
      id: first.id,
      name: 'Lyra Dawn',
      slug: first.slug,
      class: 'Guard',
      rarity: 'SR',
      imageUrl: null,
    });

    const firstPet = (
      await t.app.inject({ url: '/api/database/pets/amber-fox' })
    ).json<DatabaseEntryDetail>();
    expect(firstPet).toMatchObject({ previous: null, next: { slug: 'bramble-cat' }, relatedHeroes: [] });
    const lastPet = (
      await t.app.inject({ url: '/api/database/pets/crystal-owl' })
    ).json<DatabaseEntryDetail>();
    expect(lastPet).toMatchObject({ previous: { slug: 'bramble-cat' }, next: null });
  });

  it('answers an unknown slug with Entry not found and an unknown category with 404', async () => {
    expectError(
      await t.app.inject({ url: '/api/database/pets/no-such-pet' }),
      404,
      'NOT_FOUND',
      DATABASE_MESSAGES.entryNotFound,
    );
    expectError(
      await t.app.inject({ url: '/api/database/mounts/bramble-cat' }),
      404,
      'NOT_FOUND',
      DATABASE_MESSAGES.entryNotFound,
    );
    expectError(
      await t.app.inject({ url: '/api/database/weapons/bramble-cat' }),
      404,
      'NOT_FOUND',
      DATABASE_MESSAGES.categoryNotFound,
    );
  });
});

describe('GET /api/heroes/:heroId/database-entries', () => {
  it('lists the entries naming the hero by category in menu order, then by name', async () => {
    const hero = await buildHero(t.db);
    const other = await buildHero(t.db);
    await buildDatabaseEntry(t.db, { category: 'quests', name: 'A Long Road', relatedHeroIds: [hero.id] });
    await buildDatabaseEntry(t.db, {
      category: 'gear',
      name: 'Warden Blade',
      relatedHeroIds: [other.id, hero.id],
    });
    await buildDatabaseEntry(t.db, { category: 'gear', name: 'Iron Helm', relatedHeroIds: [hero.id] });
    await buildDatabaseEntry(t.db, { category: 'gear', name: 'Unrelated Boots', relatedHeroIds: [other.id] });

    const response = await t.app.inject({ url: `/api/heroes/${hero.id}/database-entries` });
    expect(response.statusCode).toBe(200);
    const { items } = response.json<HeroDatabaseEntriesResponse>();
    expect(items.map((i) => [i.category, i.name])).toEqual([
      ['gear', 'Iron Helm'],
      ['gear', 'Warden Blade'],
      ['quests', 'A Long Road'],
    ]);
  });

  it('answers a hero no entry names with an empty list and refuses a malformed id', async () => {
    const hero = await buildHero(t.db);
    const response = await t.app.inject({ url: `/api/heroes/${hero.id}/database-entries` });
    expect(response.json()).toEqual({ items: [] });
    expectError(await t.app.inject({ url: '/api/heroes/not-an-id/database-entries' }), 400, 'VALIDATION');
  });
});
