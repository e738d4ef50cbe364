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

describe('HeroInputSchema hero knowledge fields', () => {
  const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
  const messagesOf = (input: Record<string, unknown>) => {
    const parsed = HeroInputSchema.safeParse({ name: 'Knowledge', ...input });
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('defaults stats to zero, build and teammates to none, and skill type, cooldown, levels and place', () => {
    const parsed = HeroInputSchema.parse({
      name: 'Knowledge',
      skills: [{ name: 'Cut', description: 'Cuts.' }],
    });
    expect(parsed.stats).toEqual({ hp: 0, attack: 0, defense: 0, speed: 0 });
    expect(parsed).toMatchObject({ build: [], teammates: [], buildNotes: '' });
    expect(parsed.skills).toEqual([
      { name: 'Cut', description: 'Cuts.', type: 'Active', cooldown: 0, levels: [], upgradeRank: 0 },
    ]);
  });

  it('takes whole stats from 0 to 999,999 and cooldowns from 0 to 20 turns', () => {
    const stats = { hp: '1200', attack: 300, defense: 0, speed: 999_999 };
    expect(HeroInputSchema.parse({ name: 'Knowledge', stats }).stats.hp).toBe(1200);
    expect(messagesOf({ stats: { ...stats, hp: -1 } })).toEqual([HERO_MESSAGES.statRange]);
    expect(messagesOf({ stats: { ...stats, attack: 1.5 } })).toEqual([HERO_MESSAGES.statRange]);
    expect(messagesOf({ stats: { ...stats, speed: 1_000_000 } })).toEqual([HERO_MESSAGES.statRange]);
    const skill = { name: 'Cut', description: 'Cuts.', type: 'Ultimate' };
    expect(messagesOf({ skills: [{ ...skill, cooldown: 20 }] })).toEqual([]);
    expect(messagesOf({ skills: [{ ...skill, cooldown: 21 }] })).toEqual([HERO_MESSAGES.cooldownRange]);
    expect(messagesOf({ skills: [{ ...skill, type: 'Legendary' }] })).toHaveLength(1);
  });

  it('limits the build to 8 different entries with notes of 120 characters', () => {
    const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ entryId: id(i) }));
    expect(messagesOf({ build: entries(8) })).toEqual([]);
    expect(messagesOf({ build: [...entries(8), { entryId: id(9) }] })).toEqual([HERO_MESSAGES.buildTooMany]);
    expect(messagesOf({ build: [{ entryId: id(1) }, { entryId: id(1) }] })).toEqual([
      HERO_MESSAGES.buildRepeated,
    ]);
    expect(messagesOf({ build: [{ entryId: 'nope' }] })).toEqual([HERO_MESSAGES.buildEntryUnknown]);
    expect(messagesOf({ build: [{ entryId: id(1), note: 'x'.repeat(121) }] })).toEqual([
      HERO_MESSAGES.buildNoteTooLong,
    ]);
  });

  it('limits teammates to 4 different heroes', () => {
    expect(messagesOf({ teammates: [id(1), id(2), id(3), id(4)] })).toEqual([]);
    expect(messagesOf({ teammates: [id(1), id(2), id(3), id(4), id(5)] })).toEqual([
      HERO_MESSAGES.teammatesTooMany,
    ]);
    expect(messagesOf({ teammates: [id(1), id(1)] })).toEqual([HERO_MESSAGES.teammatesRepeated]);
    expect(messagesOf({ teammates: ['nope'] })).toEqual([HERO_MESSAGES.invalidHeroId]);
  });
});
