import { isAffectedBy } from '@haven/shared/common/realtime';
import { describe, expect, it } from 'vitest';
import { getStatisticsQueryOptions } from './get-statistics';

describe('getStatisticsQueryOptions', () => {
  it('is refetched by an event of every topic whose writes change a figure, and by no other', () => {
    const { queryKey, meta } = getStatisticsQueryOptions();
    const query = { queryKey, meta };
    for (const topic of [
      'heroes',
      'hero-comments',
      'game-team',
      'teams',
      'profiles',
      'profile-comments',
      'guides',
      'game-database',
    ]) {
      expect(isAffectedBy(query, topic, 'some-id'), topic).toBe(true);
    }
    expect(isAffectedBy(query, 'news', undefined)).toBe(false);
    expect(isAffectedBy(query, 'outfits', undefined)).toBe(false);
  });
});
