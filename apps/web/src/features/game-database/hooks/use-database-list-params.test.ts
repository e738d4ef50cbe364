import { describe, expect, it } from 'vitest';
import { databaseTagHref, readDatabaseListParams, writeDatabaseListParams } from './use-database-list-params';

const EMPTY = { search: '', rarity: '', tag: '', sort: 'name', page: 1 };

describe('a database category address', () => {
  it('reads an empty address as the first page by name with no search or filters', () => {
    expect(readDatabaseListParams(new URLSearchParams())).toEqual(EMPTY);
  });

  it('reads the trimmed search, the rarity, the tag, the sort and the page', () => {
    const params = readDatabaseListParams(
      new URLSearchParams('search=%20ember%20&rarity=UR&tag=fire%20magic&sort=rarity&page=2'),
    );
    expect(params).toEqual({ search: 'ember', rarity: 'UR', tag: 'fire magic', sort: 'rarity', page: 2 });
  });

  it('ignores unknown rarities and sorts and pages that are not whole numbers from 1', () => {
    for (const page of ['0', '-1', '2.5', 'x', '']) {
      const params = readDatabaseListParams(new URLSearchParams(`rarity=XX&sort=price&page=${page}`));
      expect(params).toEqual(EMPTY);
    }
  });

  it('cuts searches and pages to what the server takes', () => {
    const params = readDatabaseListParams(new URLSearchParams(`search=${'a'.repeat(150)}&page=99999`));
    expect(params.search).toHaveLength(100);
    expect(params.page).toBe(10_000);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const written = writeDatabaseListParams(new URLSearchParams('other=1&page=4&sort=rarity'), {
      search: 'ember',
      rarity: '',
      tag: 'fire',
      sort: 'name',
      page: 1,
    });
    expect(written.toString()).toBe('other=1&search=ember&tag=fire');
  });

  it('round-trips a full state through the address', () => {
    const state = { search: 'a b', rarity: 'LR', tag: 'x&y', sort: 'rarity', page: 3 } as const;
    expect(readDatabaseListParams(writeDatabaseListParams(new URLSearchParams(), state))).toEqual(state);
  });

  it('links a tag to its category filtered by it, escaped', () => {
    expect(databaseTagHref('items', 'fire & ice')).toBe('/database/items?tag=fire+%26+ice');
  });
});
