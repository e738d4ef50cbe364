import { describe, expect, it } from 'vitest';
import { isAffectedBy, topicsShownBy } from './realtime.ts';

const key = (...queryKey: unknown[]) => ({ queryKey });

describe('isAffectedBy', () => {
  it('refetches only the comments of the hero an event is about', () => {
    expect(isAffectedBy(key('hero-comments', 'hero-a', 'useful', 1), 'hero-comments', 'hero-a')).toBe(true);
    expect(isAffectedBy(key('hero-comments', 'hero-b', 'useful', 1), 'hero-comments', 'hero-a')).toBe(false);
  });

  it('refetches every query of a topic whose keys do not carry the id, or for an event without one', () => {
    expect(isAffectedBy(key('heroes', 'detail', 'some-slug'), 'heroes', 'hero-a')).toBe(true);
    expect(isAffectedBy(key('hero-comments', 'hero-b'), 'hero-comments', undefined)).toBe(true);
    expect(isAffectedBy(key('game-team'), 'heroes', 'hero-a')).toBe(false);
  });

  it("refetches what shows heroes on a hero's rating, and nothing else", () => {
    expect(isAffectedBy(key('heroes', 'detail', 'some-slug'), 'hero-ratings', 'hero-a')).toBe(true);
    expect(
      isAffectedBy({ queryKey: ['tier-list'], meta: { topics: ['heroes'] } }, 'hero-ratings', 'hero-a'),
    ).toBe(true);
    expect(isAffectedBy(key('guides'), 'hero-ratings', 'hero-a')).toBe(false);
  });

  it('refetches a query on any event of the topics its meta lists, as well as its key topic', () => {
    const query = { queryKey: ['heroes', 'statistics'], meta: { topics: ['teams', 'hero-comments'] } };
    expect(isAffectedBy(query, 'heroes', 'hero-a')).toBe(true);
    expect(isAffectedBy(query, 'teams', 'team-a')).toBe(true);
    expect(isAffectedBy(query, 'hero-comments', 'hero-b')).toBe(true);
    expect(isAffectedBy(query, 'guides', undefined)).toBe(false);
  });
  it("refetches a query on another topic's events about the same id when it lists that topic as same-id", () => {
    const wall = { queryKey: ['profile-comments', 'member-b', 1, null], meta: { sameIdTopics: ['friends'] } };
    expect(isAffectedBy(wall, 'friends', 'member-b')).toBe(true);
    expect(isAffectedBy(wall, 'friends', 'member-c')).toBe(false);
    expect(isAffectedBy(wall, 'friends', undefined)).toBe(true);
    expect(isAffectedBy(wall, 'profiles', 'member-b')).toBe(false);
  });
});

describe('topicsShownBy', () => {
  it("adds the heroes' ratings to what shows heroes", () => {
    expect(topicsShownBy(['heroes', 'teams'])).toEqual(['heroes', 'teams', 'hero-ratings']);
    expect(topicsShownBy(['guides'])).toEqual(['guides']);
  });
});
