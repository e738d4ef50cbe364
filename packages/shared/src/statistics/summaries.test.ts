import { describe, expect, it } from 'vitest';
import {
  summariseComments,
  summariseDatabase,
  summariseGuideTags,
  summariseHeroGroups,
  summariseMembers,
  summarisePicks,
  summariseRatings,
  summariseTiers,
  summariseTopRated,
} from './summaries.ts';

const iso = (date: string) => date;

describe('chart summaries', () => {
  it('name the largest group and its share of all heroes', () => {
    const classes = [
      { label: 'Guard', count: 14 },
      { label: 'Scholar', count: 10 },
      { label: 'Doctor', count: 14 },
      { label: 'Gourmet', count: 2 },
    ];
    expect(summariseHeroGroups(classes, 'class', 40)).toBe(
      'Guard is the largest class with 14 of 40 heroes.',
    );
  });

  it('say nothing when every count is zero', () => {
    expect(summariseHeroGroups([{ label: 'Guard', count: 0 }], 'class', 0)).toBeNull();
    expect(summariseRatings([{ label: '5', count: 0 }])).toBeNull();
    expect(summariseTopRated([])).toBeNull();
    expect(summarisePicks([], 'Game Team', 'Game Teams')).toBeNull();
    expect(summariseMembers([{ weekStart: '2026-01-05', count: 0 }], iso)).toBeNull();
    expect(summariseComments([{ date: '2026-01-05', heroComments: 0, wallComments: 0 }], iso)).toBeNull();
    expect(summariseGuideTags([])).toBeNull();
    expect(summariseDatabase([{ label: 'Gear', count: 0 }])).toBeNull();
  });

  it('give the most common star value and the average of all ratings', () => {
    const ratings = [1, 2, 3, 4, 5].map((stars) => ({ label: String(stars), count: stars === 4 ? 3 : 1 }));
    expect(summariseRatings(ratings)).toBe(
      'Of 7 ratings, 4 stars is the most given (3); the average is 3.29 stars.',
    );
  });

  it('name the leaders of the ranked lists', () => {
    expect(summariseTopRated([{ name: 'Aria', slug: 'aria', average: 4.8, count: 12 }])).toBe(
      'Aria leads with an average of 4.8 stars from 12 ratings.',
    );
    expect(summarisePicks([{ name: 'Aria', slug: 'aria', count: 1 }], 'shared team', 'shared teams')).toBe(
      'Aria is picked most often, in 1 shared team.',
    );
    expect(summariseGuideTags([{ label: 'Beginner', count: 8 }])).toBe(
      '‘Beginner’ is the most used tag, on 8 published guides.',
    );
  });

  it('total the series and name their busiest point', () => {
    const weeks = [
      { weekStart: '2026-01-05', count: 2 },
      { weekStart: '2026-01-12', count: 5 },
      { weekStart: '2026-01-19', count: 1 },
    ];
    expect(summariseMembers(weeks, iso)).toBe(
      '8 members joined in the last twelve weeks; the busiest week started on 2026-01-12 with 5.',
    );
    const days = [
      { date: '2026-01-05', heroComments: 2, wallComments: 1 },
      { date: '2026-01-06', heroComments: 0, wallComments: 4 },
    ];
    expect(summariseComments(days, iso)).toBe(
      '7 comments in the last twelve weeks (2 on heroes, 5 on walls); the busiest day was 2026-01-06 with 4.',
    );
    expect(
      summariseDatabase([
        { label: 'Gear', count: 3 },
        { label: 'Relics', count: 9 },
      ]),
    ).toBe('The database holds 12 entries; Relics has the most with 9.');
  });
});

describe('summariseTiers', () => {
  const tiers = (counts: number[]) =>
    ['S+', 'S', 'A', 'B', 'C', 'D', 'Not ranked'].map((label, i) => ({ label, count: counts[i] ?? 0 }));

  it('names the fullest tier and the heroes not ranked', () => {
    expect(summariseTiers('Atlas Tower', tiers([1, 2, 5, 3, 0, 0, 2]))).toBe(
      'In Atlas Tower, tier A holds the most heroes (5 of 13); 2 not ranked.',
    );
  });

  it('says when every hero is ranked, or none is', () => {
    expect(summariseTiers('Duel', tiers([1, 0, 0, 0, 0, 0, 0]))).toBe(
      'In Duel, tier S+ holds the most heroes (1 of 1); every hero is ranked.',
    );
    expect(summariseTiers('Duel', tiers([0, 0, 0, 0, 0, 0, 4]))).toBe('In Duel, no hero is ranked yet.');
    expect(summariseTiers('Duel', tiers([]))).toBeNull();
  });
});
