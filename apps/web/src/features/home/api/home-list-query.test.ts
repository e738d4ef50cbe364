import { describe, expect, it } from 'vitest';
import { homeListQueryOptions } from './home-list-query';

describe('homeListQueryOptions', () => {
  it('caches each home list under its own key below home', () => {
    expect(homeListQueryOptions('guides').queryKey).toEqual(['home', 'guides']);
    expect(homeListQueryOptions('news').queryKey).toEqual(['home', 'news']);
    expect(homeListQueryOptions('teams').queryKey).toEqual(['home', 'teams']);
  });

  it('reads the response as its items', () => {
    const options = homeListQueryOptions<{ items: string[] }>('teams');
    expect(options.select?.({ items: ['a', 'b'] })).toEqual(['a', 'b']);
  });
});
