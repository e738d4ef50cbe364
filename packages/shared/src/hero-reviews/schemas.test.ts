import { describe, expect, it } from 'vitest';
import { REVIEW_POINTS_MAX } from './constants.ts';
import { HERO_REVIEW_MESSAGES as M } from './messages.ts';
import { HeroReviewInputSchema, SpecialityInputSchema } from './schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the review editor’s save', () => {
  it('trims the verdict and points and fills what was left out', () => {
    const parsed = HeroReviewInputSchema.parse({
      version: 2,
      verdict: '  Holds the line. ',
      strengths: [' Sturdy '],
    });
    expect(parsed).toEqual({
      version: 2,
      verdict: 'Holds the line.',
      overview: '',
      strengths: ['Sturdy'],
      weaknesses: [],
      specialityIds: [],
    });
  });

  it('refuses an empty point, too many points and a repeated speciality, each in its own words', () => {
    expect(firstMessage(HeroReviewInputSchema.safeParse({ version: 0, weaknesses: ['  '] }))).toBe(
      M.pointRequired,
    );
    const many = Array.from({ length: REVIEW_POINTS_MAX + 1 }, (_, n) => `Point ${n}`);
    expect(firstMessage(HeroReviewInputSchema.safeParse({ version: 0, strengths: many }))).toBe(
      M.pointsTooMany,
    );
    const id = '00000000-0000-4000-8000-000000000001';
    expect(firstMessage(HeroReviewInputSchema.safeParse({ version: 0, specialityIds: [id, id] }))).toBe(
      M.specialityUnknown,
    );
  });

  it('refuses a save without the version it opened', () => {
    expect(HeroReviewInputSchema.safeParse({ verdict: 'x' }).success).toBe(false);
  });
});

describe('a new speciality tag', () => {
  it('needs a name of at most the limit', () => {
    expect(firstMessage(SpecialityInputSchema.safeParse({ name: '   ' }))).toBe(M.specialityNameRequired);
    expect(firstMessage(SpecialityInputSchema.safeParse({ name: 'x'.repeat(31) }))).toBe(
      M.specialityNameTooLong,
    );
    expect(SpecialityInputSchema.parse({ name: ' Burst ' })).toEqual({ name: 'Burst' });
  });
});
