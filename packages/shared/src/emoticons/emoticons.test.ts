import { describe, expect, it } from 'vitest';
import { EMOTICON_NAMES, searchEmoticons, splitEmoticons } from './emoticons.ts';

describe('emoticons', () => {
  it('has 54 distinct names, from smile to hell_boy', () => {
    expect(new Set(EMOTICON_NAMES).size).toBe(54);
    expect(EMOTICON_NAMES[0]).toBe('smile');
    expect(EMOTICON_NAMES).toContain('hell_boy');
  });

  it('splits known :name: codes out of the text and leaves unknown ones as text', () => {
    expect(splitEmoticons('hi :smile: and :nope: :cool::cry:')).toEqual([
      { type: 'text', text: 'hi ' },
      { type: 'emoticon', name: 'smile' },
      { type: 'text', text: ' and :nope: ' },
      { type: 'emoticon', name: 'cool' },
      { type: 'emoticon', name: 'cry' },
    ]);
  });

  it('finds a code right after an unknown one sharing its colon', () => {
    expect(splitEmoticons(':x:haha:')).toEqual([
      { type: 'text', text: ':x' },
      { type: 'emoticon', name: 'haha' },
    ]);
  });

  it('never turns markup into anything but text', () => {
    expect(splitEmoticons('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('searches names by substring, spaces matching underscores', () => {
    expect(searchEmoticons('big smile')).toEqual(['big_smile']);
    expect(searchEmoticons('zzz')).toEqual([]);
    expect(searchEmoticons('')).toHaveLength(54);
  });
});
