import { describe, expect, it } from 'vitest';
import { readOutfitListParams, writeOutfitListParams } from './use-outfit-list-params';

describe('outfit gallery address', () => {
  it('reads search, categories, tags and page, ignoring blanks, repeats and bad pages', () => {
    const params = readOutfitListParams(
      new URLSearchParams('search=%20lace%20&category=Formal,,Formal&tag=royal,cape&page=x'),
    );
    expect(params).toEqual({ search: 'lace', categories: ['Formal'], tags: ['royal', 'cape'], page: 1 });
  });

  it('writes only what is set, leaving page 1 out and keeping other params', () => {
    const written = writeOutfitListParams(new URLSearchParams('keep=1&page=4'), {
      search: '',
      categories: ['Royal'],
      tags: [],
      page: 1,
    });
    expect(written.toString()).toBe('keep=1&category=Royal');
  });
});
