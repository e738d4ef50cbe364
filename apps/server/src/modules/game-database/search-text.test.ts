import { describe, expect, it } from 'vitest';
import { containsPattern, databaseSearchText } from './search-text.ts';

describe('databaseSearchText', () => {
  it('joins name, summary and tags lower-cased, one per line', () => {
    expect(
      databaseSearchText({ name: 'Ember Idol', summary: 'Burns BRIGHT.', tags: ['Fire', 'attack'] }),
    ).toBe('ember idol\nburns bright.\nfire\nattack');
  });
});

describe('containsPattern', () => {
  it('matches anywhere and escapes the LIKE wildcards and the escape character', () => {
    expect(containsPattern('Ab')).toBe('%ab%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
