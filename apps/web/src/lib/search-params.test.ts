import { describe, expect, it } from 'vitest';
import { readList, writeParams } from './search-params';

describe('a list state in an address', () => {
  it('reads the allowed values of a comma-separated param in their own order', () => {
    expect(readList(['b,x,a'], ['a', 'b', 'c'])).toEqual(['a', 'b']);
    expect(readList([], ['a'])).toEqual([]);
  });

  it('reads a repeated param, as a form sends its tick boxes, like a comma-separated one', () => {
    const params = new URLSearchParams('class=c&class=x&class=a,b');
    expect(readList(params.getAll('class'), ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
  });

  it('writes text, numbers and lists, leaving out empty values and defaults and keeping other params', () => {
    const target = new URLSearchParams('other=1&sort=votes&tag=old');
    writeParams(
      target,
      { search: 'fire', tag: [], class: ['Guard', 'Doctor'], sort: 'newest', page: 3 },
      { sort: 'newest', page: 1 },
    );
    expect(target.toString()).toBe('other=1&search=fire&class=Guard%2CDoctor&page=3');
  });

  it('drops a page param when the page is back to its default', () => {
    const target = new URLSearchParams('page=4');
    expect(writeParams(target, { page: 1 }, { page: 1 }).toString()).toBe('');
  });
});
