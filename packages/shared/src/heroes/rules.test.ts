import { describe, expect, it } from 'vitest';
import { nextVote, pageLinks, pageWindow, rarityOrder } from './rules.ts';

describe('pageLinks', () => {
  it('lists every page when there are five or fewer', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps first, last and a window round the current page, with ellipses', () => {
    expect(pageLinks(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(pageLinks(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pageLinks(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
    expect(pageLinks(3, 6)).toEqual([1, 2, 3, 4, 'ellipsis', 6]);
  });
});

describe('pageWindow', () => {
  it('shows at most five consecutive pages round the current one', () => {
    expect(pageWindow(1, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 9, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 9, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(9, 9, 5)).toEqual([5, 6, 7, 8, 9]);
  });
});

describe('nextVote', () => {
  it('adds, removes on the same press and switches on the other', () => {
    expect(nextVote(null, 'up')).toBe('up');
    expect(nextVote('up', 'up')).toBeNull();
    expect(nextVote('up', 'down')).toBe('down');
    expect(nextVote('down', 'down')).toBeNull();
  });
});

describe('rarityOrder', () => {
  it('orders rarities best first', () => {
    expect(['R', 'LR', 'SSR'].sort((a, b) => rarityOrder(a as 'R') - rarityOrder(b as 'R'))).toEqual([
      'LR',
      'SSR',
      'R',
    ]);
  });
});
