import { describe, expect, it } from 'vitest';
import { formatDate, formatDateUtc } from './dates';

// A local date-time, so the expectations hold in any time zone.
const MOMENT = new Date(2025, 2, 4, 15, 7);

describe('formatDate', () => {
  it('writes the long form by default: March 4, 2025', () => {
    expect(formatDate(MOMENT)).toBe('March 4, 2025');
  });

  it('writes the short form of cards, the date and time of comments and the ISO day', () => {
    expect(formatDate(MOMENT, 'short')).toBe('Mar 4, 2025');
    expect(formatDate(MOMENT, 'dateTime')).toBe('Mar 4, 2025 3:07 PM');
    expect(formatDate(MOMENT, 'isoDay')).toBe('2025-03-04');
  });

  it('reads ISO strings', () => {
    expect(formatDate(MOMENT.toISOString(), 'short')).toBe('Mar 4, 2025');
  });

  it('gives an empty string for an unreadable date instead of throwing', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN), 'dateTime')).toBe('');
  });
});

describe('formatDateUtc', () => {
  it('writes the day and time in UTC, midnight and noon as 12', () => {
    expect(formatDateUtc('2025-09-30T00:05:00Z', 'dateTime')).toBe('Sep 30, 2025 12:05 AM');
    expect(formatDateUtc('2025-12-01T12:00:00Z', 'long')).toBe('December 1, 2025');
    expect(formatDateUtc('2025-12-31T23:59:00Z', 'isoDay')).toBe('2025-12-31');
  });
});
