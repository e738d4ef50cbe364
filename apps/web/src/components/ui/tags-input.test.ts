import { describe, expect, it } from 'vitest';
import { normaliseTags } from './tags-input';

describe('normaliseTags', () => {
  it('trims each tag and collapses the spaces inside it', () => {
    expect(normaliseTags(['  Fire ', 'Long   tag'])).toEqual(['Fire', 'Long tag']);
  });

  it('keeps the first of tags that differ only in case', () => {
    expect(normaliseTags(['Fire', 'Companion', ' fire '])).toEqual(['Fire', 'Companion']);
  });

  it('drops blank tags', () => {
    expect(normaliseTags(['', '   ', 'Ice'])).toEqual(['Ice']);
  });
});
