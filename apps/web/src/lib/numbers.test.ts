import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers';

describe('formatCount', () => {
  it('writes a comma between each group of three digits, as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 1_234_567_890]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: 0 }));
    }
  });

  it('keeps the sign of a negative count and rounds fractions to the nearest whole', () => {
    expect(formatCount(-4321)).toBe('-4,321');
    expect(formatCount(1234.6)).toBe('1,235');
    expect(formatCount(-0.2)).toBe('0');
  });
});
