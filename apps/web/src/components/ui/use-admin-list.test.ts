import { describe, expect, it } from 'vitest';
import { readPageParam } from './use-admin-list';

describe('readPageParam', () => {
  it('reads a whole page number from 1', () => {
    expect(readPageParam('3')).toBe(3);
  });

  it('reads a missing, zero, negative, fractional or non-numeric page as page 1', () => {
    for (const value of [null, '', '0', '-2', '1.5', 'two']) expect(readPageParam(value)).toBe(1);
  });

  it('caps the page at the highest one the list takes', () => {
    expect(readPageParam('20000', 10_000)).toBe(10_000);
  });
});
