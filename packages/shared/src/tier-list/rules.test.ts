import { describe, expect, it } from 'vitest';
import { communityScore } from './rules.ts';

describe('communityScore', () => {
  it('is null until a hero has the minimum number of ratings', () => {
    expect(communityScore(20, 4)).toBeNull();
  });

  it('pulls a few ratings toward the prior mean of three stars', () => {
    // Five five-star ratings: (25 + 15) / 10.
    expect(communityScore(25, 5)).toBe(4);
  });

  it('approaches the plain average as ratings grow', () => {
    expect(communityScore(5000, 1000)).toBe(4.99);
  });
});
