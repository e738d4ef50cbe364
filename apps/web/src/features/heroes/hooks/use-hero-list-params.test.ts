import { describe, expect, it } from 'vitest';
import type { HeroListParams } from '../api/get-heroes';
import { readHeroListParams, readHeroView, writeHeroListParams, writeHeroView } from './use-hero-list-params';

const EMPTY = {
  search: '',
  classes: [],
  rarities: [],
  roles: [],
  sort: 'rarity' as const,
  mode: '',
  page: 1,
};

describe('the hero list address', () => {
  it('reads an empty address as the first page with no search or filters', () => {
    expect(readHeroListParams(new URLSearchParams())).toEqual(EMPTY);
  });

  it('reads the trimmed search, known filter values in their canonical order, and the page', () => {
    const params = readHeroListParams(
      new URLSearchParams('search=%20knight%20&class=Doctor,Guard&rarity=UR,SR&role=Support&page=3'),
    );
    expect(params).toEqual({
      search: 'knight',
      classes: ['Guard', 'Doctor'],
      rarities: ['UR', 'SR'],
      roles: ['Support'],
      sort: 'rarity',
      mode: '',
      page: 3,
    });
  });

  it('ignores unknown filter values and pages that are not whole numbers from 1', () => {
    for (const page of ['0', '-2', '1.5', 'abc', '']) {
      const params = readHeroListParams(new URLSearchParams(`class=Wizard&rarity=XX&page=${page}`));
      expect(params).toEqual(EMPTY);
    }
  });

  it('writes only what is set, leaves out page 1 and keeps unrelated params', () => {
    const written = writeHeroListParams(new URLSearchParams('page=4&class=Guard&utm=x'), {
      ...EMPTY,
      search: 'ana',
      roles: ['Support'],
    });
    expect(written.toString()).toBe('utm=x&search=ana&role=Support');
  });

  it('round-trips through the address', () => {
    const params: HeroListParams = { ...EMPTY, search: 'lux', classes: ['Guard'], page: 2 };
    expect(readHeroListParams(writeHeroListParams(new URLSearchParams(), params))).toEqual(params);
  });

  it('reads a known sort, and the mode only with the Tier sort', () => {
    expect(readHeroListParams(new URLSearchParams('sort=rating&mode=arena'))).toMatchObject({
      sort: 'rating',
      mode: '',
    });
    expect(readHeroListParams(new URLSearchParams('sort=tier&mode=arena'))).toMatchObject({
      sort: 'tier',
      mode: 'arena',
    });
    expect(readHeroListParams(new URLSearchParams('sort=power'))).toMatchObject({ sort: 'rarity' });
  });

  it('writes the sort unless it is the default, and the mode only with the Tier sort', () => {
    const write = (change: Partial<HeroListParams>) =>
      writeHeroListParams(new URLSearchParams('mode=old'), { ...EMPTY, ...change }).toString();
    expect(write({ sort: 'newest', mode: 'arena' })).toBe('sort=newest');
    expect(write({ sort: 'tier', mode: 'raid' })).toBe('mode=raid&sort=tier');
    expect(write({ sort: 'rarity' })).toBe('');
  });

  it('reads the view from the address first, then from the session, and writes only compact, back on page 1', () => {
    expect(readHeroView(new URLSearchParams('view=compact'), null)).toBe('compact');
    expect(readHeroView(new URLSearchParams('view=grid'), 'compact')).toBe('grid');
    expect(readHeroView(new URLSearchParams(), 'compact')).toBe('compact');
    expect(readHeroView(new URLSearchParams('view=huge'), null)).toBe('grid');
    expect(writeHeroView(new URLSearchParams('sort=name&page=2'), 'compact').toString()).toBe(
      'sort=name&view=compact',
    );
    expect(writeHeroView(new URLSearchParams('view=compact'), 'grid').toString()).toBe('');
  });
});
