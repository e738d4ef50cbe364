import { describe, expect, it } from 'vitest';
import { GUIDE_MESSAGES } from './messages.ts';
import { GUIDE_HEROES_MAX } from './rules.ts';
import { GuideListQuerySchema, GuideRequestSchema } from './schemas.ts';

const valid = { title: 'A fine guide', content: `<p>${'x'.repeat(120)}</p>` };
const heroId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('GuideRequestSchema heroIds', () => {
  it('defaults to no heroes', () => {
    expect(GuideRequestSchema.parse(valid).heroIds).toEqual([]);
  });

  it('keeps up to five heroes in the given order', () => {
    const ids = [3, 1, 2, 5, 4].map(heroId);
    expect(GuideRequestSchema.parse({ ...valid, heroIds: ids }).heroIds).toEqual(ids);
  });

  it('refuses more than five heroes', () => {
    const ids = Array.from({ length: GUIDE_HEROES_MAX + 1 }, (_, i) => heroId(i));
    const result = GuideRequestSchema.safeParse({ ...valid, heroIds: ids });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([GUIDE_MESSAGES.tooManyHeroes]);
  });

  it('refuses the same hero twice', () => {
    const result = GuideRequestSchema.safeParse({ ...valid, heroIds: [heroId(1), heroId(1)] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([GUIDE_MESSAGES.duplicateHero]);
  });

  it('refuses an id that is not a hero id', () => {
    const result = GuideRequestSchema.safeParse({ ...valid, heroIds: ['nope'] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([GUIDE_MESSAGES.unknownHero]);
  });
});

describe('GuideListQuerySchema hero', () => {
  it('takes a hero id and refuses anything else', () => {
    expect(GuideListQuerySchema.parse({ hero: heroId(7) }).hero).toBe(heroId(7));
    expect(GuideListQuerySchema.safeParse({ hero: 'abc' }).success).toBe(false);
  });
});
