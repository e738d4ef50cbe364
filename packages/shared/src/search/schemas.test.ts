import { describe, expect, it } from 'vitest';
import { QUICK_SEARCH_MAX_LENGTH } from './constants.ts';
import { SEARCH_MESSAGES as M } from './messages.ts';
import { isSearchableTerm } from './rules.ts';
import { QuickSearchQuerySchema } from './schemas.ts';

describe('QuickSearchQuerySchema', () => {
  it('trims the term and reads a missing one as empty', () => {
    expect(QuickSearchQuerySchema.parse({ q: '  kn  ' })).toEqual({ q: 'kn', lang: 'en' });
    expect(QuickSearchQuerySchema.parse({})).toEqual({ q: '', lang: 'en' });
  });

  it('refuses a term longer than the limit with its message', () => {
    const result = QuickSearchQuerySchema.safeParse({ q: 'x'.repeat(QUICK_SEARCH_MAX_LENGTH + 1) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(M.tooLong);
    expect(QuickSearchQuerySchema.safeParse({ q: 'x'.repeat(QUICK_SEARCH_MAX_LENGTH) }).success).toBe(true);
  });
});

describe('isSearchableTerm', () => {
  it('needs two characters after trimming', () => {
    expect(isSearchableTerm('')).toBe(false);
    expect(isSearchableTerm(' a ')).toBe(false);
    expect(isSearchableTerm('ab')).toBe(true);
  });
});

describe('SEARCH_MESSAGES', () => {
  it('quotes the term in the empty and see-all texts', () => {
    expect(M.noResults('zzz')).toBe('No results for "zzz"');
    expect(M.seeAllHeroes('kn')).toBe('See all heroes matching "kn"');
  });
});
