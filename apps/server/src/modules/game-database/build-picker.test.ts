import type { DatabasePickerResponse } from '@haven/shared/game-database/schemas';
import { describe, expect, it } from 'vitest';
import { buildDatabaseEntry } from '../../test/factories.ts';
import { expectError } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const pick = (query = '') => t.app.inject({ url: `/api/game-database/picker${query ? `?${query}` : ''}` });
const names = async (query: string) =>
  (await pick(query)).json<DatabasePickerResponse>().items.map((entry) => entry.name);

describe('GET /api/game-database/picker', () => {
  it('lists build entries by name with only what a build shows, for anyone', async () => {
    await buildDatabaseEntry(t.db, { category: 'gear', name: 'Pickable Zephyr Blade', rarity: 'UR' });
    await buildDatabaseEntry(t.db, { category: 'pets', name: 'Pickable Zephyr Otter' });
    await buildDatabaseEntry(t.db, { category: 'maps', name: 'Pickable Zephyr Vale' });
    const response = await pick('search=pickable%20zephyr');
    expect(response.statusCode).toBe(200);
    const { items } = response.json<DatabasePickerResponse>();
    expect(items.map((entry) => entry.name)).toEqual(['Pickable Zephyr Blade', 'Pickable Zephyr Otter']);
    expect(Object.keys(items[0] ?? {}).sort()).toEqual([
      'category',
      'id',
      'imageUrl',
      'name',
      'rarity',
      'slug',
    ]);
    expect(items[0]).toMatchObject({ category: 'gear', slug: 'pickable-zephyr-blade', rarity: 'UR' });
  });

  it('filters by one build category', async () => {
    await buildDatabaseEntry(t.db, { category: 'gems', name: 'Pickable Quartz Gem' });
    await buildDatabaseEntry(t.db, { category: 'relics', name: 'Pickable Quartz Relic' });
    expect(await names('search=pickable%20quartz&category=gems')).toEqual(['Pickable Quartz Gem']);
  });

  it('refuses a category outside the build categories (400)', async () => {
    expectError(await pick('category=maps'), 400, 'VALIDATION');
  });
});
