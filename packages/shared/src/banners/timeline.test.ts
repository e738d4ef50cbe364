import { describe, expect, it } from 'vitest';
import { addMonths, isOnDay, parseDayKey, viewDays } from './timeline.ts';

describe('timeline days', () => {
  it('a month view is whole weeks from Monday covering the month', () => {
    const days = viewDays('month', '2026-11-28');
    expect(days[0]).toBe('2026-10-26');
    expect(days.at(-1)).toBe('2026-12-06');
    expect(days).toHaveLength(42);
  });

  it('a week view is the anchor’s week from Monday', () => {
    expect(viewDays('week', '2026-11-28')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('moves by months within the target month and refuses days that do not exist', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(parseDayKey('2026-02-30')).toBeNull();
  });

  it('something is on each day it overlaps, its end excluded', () => {
    const item = { startsAt: '2026-11-28T22:00:00Z', endsAt: '2026-11-30T00:00:00Z' };
    expect(isOnDay(item, '2026-11-28', false)).toBe(true);
    expect(isOnDay(item, '2026-11-29', false)).toBe(true);
    expect(isOnDay(item, '2026-11-30', false)).toBe(false);
  });
});
