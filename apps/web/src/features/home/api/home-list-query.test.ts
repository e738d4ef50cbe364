import { describe, expect, it } from 'vitest';
import { homeListQueryOptions } from './home-list-query';

describe('homeListQueryOptions', () => {
  it('caches each home list under its realtime topic, so that topic’s events refresh it', () => {
    expect(homeListQueryOptions('guides').queryKey).toEqual(['guides', 'home']);
    expect(homeListQueryOptions('teams').queryKey).toEqual(['teams', 'home']);
  });

  it('reads the response as its items', () => {
    const options = homeListQueryOptions<{ items: string[] }>('teams');
    expect(options.select?.({ items: ['a', 'b'] })).toEqual(['a', 'b']);
  });
});
