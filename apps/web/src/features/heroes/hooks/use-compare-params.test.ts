import { describe, expect, it } from 'vitest';
import { readCompareSlugs, writeCompareSlugs } from './use-compare-params';

describe('the comparison address', () => {
  it('reads the slugs in order, trimmed, each once and at most four', () => {
    expect(readCompareSlugs(new URLSearchParams('heroes=b,%20a,,b,c,d,e'))).toEqual(['b', 'a', 'c', 'd']);
    expect(readCompareSlugs(new URLSearchParams())).toEqual([]);
  });

  it('writes the slugs as one value and removes it when none are left', () => {
    expect(writeCompareSlugs(new URLSearchParams('x=1'), ['a', 'b']).toString()).toBe('x=1&heroes=a%2Cb');
    expect(writeCompareSlugs(new URLSearchParams('heroes=a'), []).toString()).toBe('');
  });
});
