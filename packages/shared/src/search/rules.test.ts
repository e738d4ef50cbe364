import { describe, expect, it } from 'vitest';
import { isSearchableTerm, valuesNamedBy } from './rules.ts';

const ROLES = ['Tank', 'Single Attack', 'AOE', 'Control', 'Support'] as const;

describe('isSearchableTerm', () => {
  it('searches from two characters after trimming', () => {
    expect(isSearchableTerm(' x ')).toBe(false);
    expect(isSearchableTerm('xy')).toBe(true);
  });
});

describe('valuesNamedBy', () => {
  it('finds the values a term names in any case, or is a part of', () => {
    expect(valuesNamedBy(ROLES, 'SUPPORT')).toEqual(['Support']);
    expect(valuesNamedBy(ROLES, 'att')).toEqual(['Single Attack']);
    expect(valuesNamedBy(ROLES, 'heal')).toEqual([]);
    expect(valuesNamedBy(ROLES, '  ')).toEqual([]);
  });
});
