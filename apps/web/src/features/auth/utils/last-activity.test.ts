import { LAST_ACTIVITY_STORAGE_KEY } from '@haven/shared/auth/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearActivity, readLastActivity, recordActivity } from './last-activity';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('last activity', () => {
  let storage: ReturnType<typeof memoryStorage>;

  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
    vi.useFakeTimers({ now: 1_000_000 });
    clearActivity();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('records now and reads it back', () => {
    recordActivity();
    expect(readLastActivity()).toBe(1_000_000);
  });

  it('writes at most once every five seconds unless forced', () => {
    recordActivity();
    vi.advanceTimersByTime(4_000);
    recordActivity();
    expect(readLastActivity()).toBe(1_000_000);
    recordActivity(true);
    expect(readLastActivity()).toBe(1_004_000);
    vi.advanceTimersByTime(5_000);
    recordActivity();
    expect(readLastActivity()).toBe(1_009_000);
  });

  it('reads nothing when none is stored or the stored value is not a number', () => {
    expect(readLastActivity()).toBeNull();
    storage.setItem(LAST_ACTIVITY_STORAGE_KEY, 'yesterday');
    expect(readLastActivity()).toBeNull();
  });

  it('clears the stored time, and the next activity is written at once', () => {
    recordActivity();
    clearActivity();
    expect(readLastActivity()).toBeNull();
    recordActivity();
    expect(readLastActivity()).toBe(1_000_000);
  });

  it('treats unavailable storage as no activity instead of failing', () => {
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('denied');
        },
        removeItem: () => {
          throw new Error('denied');
        },
      },
    });
    expect(() => recordActivity(true)).not.toThrow();
    expect(readLastActivity()).toBeNull();
    expect(() => clearActivity()).not.toThrow();
  });
});
