import { describe, expect, it } from 'vitest';
import { guideSlug, isValidGuideThumbnail, normaliseGuideTags, richTextLength } from './rules.ts';
import { GuideRequestSchema } from './schemas.ts';

describe('guideSlug', () => {
  it('lowercases the title, turns each run of other characters into one hyphen and adds the last 6 digits of the time', () => {
    expect(guideSlug('  Arena: Tips & Tricks!! ', 1_732_000_123_456)).toBe('arena-tips-tricks-123456');
  });
  it('pads a short time and names a title without letters or digits "guide"', () => {
    expect(guideSlug('!!!', 42)).toBe('guide-000042');
  });
});

describe('isValidGuideThumbnail', () => {
  it.each([
    'https://img.example/a.png',
    'http://img.example/path/b.JPG',
    'https://img.example/c.jpeg',
    'https://img.example/d.gif',
    `/media/${'a'.repeat(64)}.webp`,
  ])('accepts %s', (url) => expect(isValidGuideThumbnail(url)).toBe(true));
  it.each([
    'https://img.example/a.webp',
    'https://img.example/a.png?x=1',
    'javascript:alert(1)//a.png',
    '//img.example/a.png',
    'ftp://img.example/a.png',
    '/media/../a.png',
  ])('refuses %s', (url) => expect(isValidGuideThumbnail(url)).toBe(false));
});

describe('normaliseGuideTags', () => {
  it('trims, drops empty ones and keeps the first of duplicates that differ only in case', () => {
    expect(normaliseGuideTags([' PvP ', 'pvp', '', 'Team  Building', 'Arena'])).toEqual([
      'PvP',
      'Team Building',
      'Arena',
    ]);
  });
});

describe('richTextLength', () => {
  it('counts the text, not the markup', () => {
    expect(richTextLength('<p><strong>abc</strong></p><p>de</p>')).toBe(6);
  });
});

describe('GuideRequestSchema', () => {
  it("says the form's messages", () => {
    const result = GuideRequestSchema.safeParse({ title: 'abc', content: '<p>short</p>', thumbnailUrl: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Title must be at least 5 characters long.',
      'Content must be at least 100 characters long.',
      'Please enter a valid image URL (jpg, jpeg, gif, png)',
    ]);
  });
});
