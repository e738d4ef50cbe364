import { describe, expect, it } from 'vitest';
import { HERO_MESSAGES } from './messages.ts';
import {
  HeroCommentContentSchema,
  HeroInputSchema,
  HeroListQuerySchema,
  RateHeroRequestSchema,
} from './schemas.ts';

describe('HeroInputSchema', () => {
  it('defaults class to Guard and rarity to SR and drops empty skills', () => {
    expect(HeroInputSchema.parse({ name: ' Ivo ', skills: [{ name: '', description: '' }] })).toMatchObject({
      name: 'Ivo',
      class: 'Guard',
      rarity: 'SR',
      skills: [],
    });
  });
  it('requires a name and complete skills', () => {
    const issues = HeroInputSchema.safeParse({ name: '', skills: [{ name: 'x', description: '' }] }).error
      ?.issues;
    expect(issues?.map((i) => i.message)).toEqual([
      HERO_MESSAGES.nameRequired,
      HERO_MESSAGES.skillIncomplete,
    ]);
  });
  it('accepts only the known classes, rarities and roles', () => {
    expect(HeroInputSchema.safeParse({ name: 'x', class: 'Mage' }).success).toBe(false);
    expect(HeroInputSchema.safeParse({ name: 'x', rarity: 'SSSR' }).success).toBe(false);
    expect(HeroInputSchema.safeParse({ name: 'x', roles: ['Healer'] }).success).toBe(false);
  });
});

describe('HeroCommentContentSchema', () => {
  it('checks the trimmed length (the server checks it again once tags and links are gone)', () => {
    expect(HeroCommentContentSchema.safeParse('  abcd  ').error?.issues[0]?.message).toBe(
      'Comment must be at least 5 characters long',
    );
    expect(HeroCommentContentSchema.safeParse('y'.repeat(501)).error?.issues[0]?.message).toBe(
      'Comment must be less than 500 characters',
    );
    expect(HeroCommentContentSchema.parse('  five! ')).toBe('five!');
    expect(HeroCommentContentSchema.parse('x'.repeat(500))).toHaveLength(500);
  });
});

describe('request schemas', () => {
  it('parses list filters from comma-separated query values', () => {
    expect(HeroListQuerySchema.parse({ class: 'Guard,Doctor', role: 'AOE', page: '3' })).toMatchObject({
      class: ['Guard', 'Doctor'],
      rarity: [],
      role: ['AOE'],
      page: 3,
    });
    expect(HeroListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
  it('takes whole ratings from 1 to 5 only', () => {
    for (const rating of [1, 5]) expect(RateHeroRequestSchema.safeParse({ rating }).success).toBe(true);
    for (const rating of [0, 6, 3.5]) expect(RateHeroRequestSchema.safeParse({ rating }).success).toBe(false);
  });
});

describe('HeroInputSchema edge rules', () => {
  it('refuses names whose slug is a fixed route beside the hero pages', () => {
    for (const name of ['Stats', 'picker', ' PICKER ']) {
      expect(HeroInputSchema.safeParse({ name }).error?.issues[0]?.message).toBe(
        'This name is used by a page of the site; please choose another',
      );
    }
    expect(HeroInputSchema.safeParse({ name: 'Stats Master' }).success).toBe(true);
  });

  it('accepts images uploaded here or https addresses only', () => {
    const message = 'Image must be uploaded here or be an https:// address';
    const ok = [`/media/${'a'.repeat(64)}.webp`, 'https://cdn.example.com/hero.png', null, ''];
    const refused = [
      'javascript:alert(1)',
      'http://cdn.example.com/hero.png',
      '//evil.example/x.png',
      'data:image/png;base64,AAAA',
      '/media/../api/me',
      'https://user:pass@evil.example/x.png',
      'https://evil.example/x.png" onerror="alert(1)',
      'not a url',
    ];
    for (const imageUrl of ok)
      expect(HeroInputSchema.safeParse({ name: 'Aria', imageUrl }).success).toBe(true);
    for (const imageUrl of refused) {
      expect(HeroInputSchema.safeParse({ name: 'Aria', imageUrl }).error?.issues[0]?.message).toBe(message);
    }
  });
});
