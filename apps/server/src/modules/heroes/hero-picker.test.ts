import type { HeroPickerResponse } from '@haven/shared/heroes/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildHero } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
beforeAll(async () => {});

const pick = (query = '') => t.app.inject({ url: `/api/heroes/picker${query ? `?${query}` : ''}` });
const names = async (query = '') => (await pick(query)).json<HeroPickerResponse>().items.map((h) => h.name);

describe('GET /api/heroes/picker', () => {
  it('lists heroes by name with only what the picker shows', async () => {
    await buildHero(t.db, { name: 'Picker Wren', rarity: 'LR', imageUrl: '/placeholder.svg' });
    await buildHero(t.db, { name: 'Picker Aster' });
    const response = await pick();
    expect(response.statusCode).toBe(200);
    const { items } = response.json<HeroPickerResponse>();
    expect(items.map((h) => h.name)).toEqual(['Picker Aster', 'Picker Wren']);
    expect(Object.keys(items[1] ?? {}).sort()).toEqual(['id', 'imageUrl', 'name', 'rarity', 'slug']);
    expect(items[1]).toMatchObject({ slug: 'picker-wren', rarity: 'LR', imageUrl: '/placeholder.svg' });
  });

  it('searches names case-insensitively, taking % and _ literally', async () => {
    await buildHero(t.db, { name: 'Picker 50% Off' });
    expect(await names('search=aSTER')).toEqual(['Picker Aster']);
    expect(await names('search=50%25')).toEqual(['Picker 50% Off']);
    expect(await names('search=_')).toEqual([]);
  });

  it('leaves out the heroes already chosen', async () => {
    const chosen = await buildHero(t.db, { name: 'Picker Chosen' });
    expect(await names('search=chosen')).toEqual(['Picker Chosen']);
    expect(await names(`search=chosen&exclude=${chosen.id}`)).toEqual([]);
  });

  it('refuses an exclude list that is not hero ids (400)', async () => {
    const response = await pick('exclude=not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
  });
});
