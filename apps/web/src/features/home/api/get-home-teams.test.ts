import { isAffectedBy } from '@haven/shared/common/realtime';
import { describe, expect, it } from 'vitest';
import { getHomeTeamsQueryOptions } from './get-home-teams';

describe('getHomeTeamsQueryOptions', () => {
  it('is refetched by a teams event, so a new or deleted team shows on the home page', () => {
    const query = { queryKey: getHomeTeamsQueryOptions().queryKey };
    expect(isAffectedBy(query, 'teams', 'some-team-id')).toBe(true);
    expect(isAffectedBy(query, 'guides', undefined)).toBe(false);
  });
});
