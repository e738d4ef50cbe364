import { describe, expect, it } from 'vitest';
import {
  INACTIVITY_CHECK_INTERVAL_MS,
  INACTIVITY_LIMIT_MS,
  isInactive,
  PASSWORD_MIN_LENGTH,
  REDIRECT_AFTER_FORGOT_MS,
  REDIRECT_AFTER_REGISTER_MS,
  REDIRECT_AFTER_RESET_MS,
} from './rules.ts';

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);

describe('isInactive', () => {
  it.each([
    ['just now', NOW, false],
    ['1 h 59 min 59 s ago', NOW - 2 * HOUR + 1000, false],
    ['exactly 2 hours ago', NOW - 2 * HOUR, true],
    ['3 hours ago', NOW - 3 * HOUR, true],
    ['in the future (another tab, clock skew)', NOW + HOUR, false],
  ])('last activity %s → %s', (_label, lastActivity, expected) => {
    expect(isInactive(lastActivity, NOW)).toBe(expected);
  });

  it('is false when there is no recorded activity', () => {
    expect(isInactive(null, NOW)).toBe(false);
    expect(isInactive(Number.NaN, NOW)).toBe(false);
  });
});

describe('session constants', () => {
  it('holds the agreed limits', () => {
    expect(INACTIVITY_LIMIT_MS).toBe(2 * HOUR);
    expect(INACTIVITY_CHECK_INTERVAL_MS).toBe(60_000);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(REDIRECT_AFTER_REGISTER_MS).toBe(2000);
    expect(REDIRECT_AFTER_RESET_MS).toBe(2000);
    expect(REDIRECT_AFTER_FORGOT_MS).toBe(3000);
  });
});
