import { describe, expect, it } from 'vitest';
import { isTierRaise } from './constants.ts';

describe('isTierRaise: whether a tier move is upward', () => {
  it.each([
    ['A', 'S', true],
    ['S', 'S+', true],
    ['S+', 'S', false],
    ['B', 'D', false],
    [null, 'D', true],
    ['D', null, false],
  ] as const)('%s → %s is a raise: %s', (from, to, expected) => {
    expect(isTierRaise(from, to)).toBe(expected);
  });
});
