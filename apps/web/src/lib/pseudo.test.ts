import { type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { accent, PSEUDO_LETTER, pseudoMessages } from './pseudo';

const draw = (english: string, values: Record<string, unknown> = {}) => {
  const messages = pseudoMessages({ id: compileMessage(english) } as Messages);
  return setupI18n({ locale: 'en', messages: { en: messages } })._('id', values);
};

describe('the pseudo-language', () => {
  it('accents every letter and keeps digits, marks and tags', () => {
    expect(accent('Search heroes')).toBe('Śēàŕćĥ ĥēŕōēś');
    expect(accent('vox <0>12</0> #')).toBe('ṽōẋ <0>12</0> #');
    expect(PSEUDO_LETTER.test(accent('Save'))).toBe(true);
    expect(PSEUDO_LETTER.test('Save')).toBe(false);
  });

  it('brackets each message and makes it about a third longer', () => {
    expect(draw('Search heroes')).toBe('[Śēàŕćĥ ĥēŕōēś ~~~~]');
    expect(draw('Save')).toBe('[Śàṽē ~~]');
  });

  it('keeps placeholders as they are and accents each plural and select form', () => {
    expect(draw('Posted by {name}', { name: 'Ana' })).toBe('[Ƥōśţēď ƀŷ Ana ~~~]');
    expect(draw('{count, plural, one {# hero} other {# heroes}}', { count: 2 })).toBe('[2 ĥēŕōēś ~~]');
    expect(draw('{kind, select, guide {Guide} other {Post}}', { kind: 'guide' })).toBe('[Ĝũĩďē ~~]');
  });
});
