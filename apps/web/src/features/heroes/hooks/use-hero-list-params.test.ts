import { describe, expect, it } from 'vitest';
import { readHeroListParams, writeHeroListParams } from './use-hero-list-params';

const EMPTY = { search: '', classes: [], rarities: [], roles: [], page: 1 };

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
    const params = { search: 'lux', classes: ['Guard' as const], rarities: [], roles: [], page: 2 };
    expect(readHeroListParams(writeHeroListParams(new URLSearchParams(), params))).toEqual(params);
  });
});
