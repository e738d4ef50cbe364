import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCount, formatPercent } from './numbers';

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

describe('formatPercent', () => {
  afterEach(() => i18n.activate(''));

  it('keeps the English form with at most one decimal', () => {
    expect([0, 25, 66.66666, 11.1].map(formatPercent)).toEqual(['0%', '25%', '66.7%', '11.1%']);
  });

  it("writes a share in the page's language", () => {
    i18n.loadAndActivate({ locale: 'pt-BR', messages: {} });
    expect(formatPercent(66.66666)).toBe('66,7%');
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    expect(formatPercent(66.66666)).toMatch(/^66,7\s%$/);
  });
});
