import { describe, expect, it } from 'vitest';
import { isQuickSearchShortcut } from './open-quick-search';

const press = (key: string, extra: Partial<Parameters<typeof isQuickSearchShortcut>[0]> = {}) =>
  isQuickSearchShortcut({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    isInTextField: false,
    ...extra,
  });

describe('isQuickSearchShortcut', () => {
  it('opens on / outside text fields only', () => {
    expect(press('/')).toBe(true);
    expect(press('/', { isInTextField: true })).toBe(false);
    expect(press('/', { ctrlKey: true })).toBe(false);
  });

  it('opens on Ctrl-K or Cmd-K anywhere, even in a text field', () => {
    expect(press('k', { ctrlKey: true })).toBe(true);
    expect(press('K', { metaKey: true, isInTextField: true })).toBe(true);
    expect(press('k')).toBe(false);
    expect(press('k', { ctrlKey: true, shiftKey: true })).toBe(false);
  });
});
