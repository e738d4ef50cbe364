import type { Language } from '@haven/shared/i18n/languages';
import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../lib/i18n';
import { HERO_FIELD_LABELS } from './hero-editor-values';
import { upgradePlace } from './upgrade-place';

async function inLanguage(language: Language) {
  const area = (await import(`../locales/${language}.po`)) as { messages: object };
  i18n.loadAndActivate({
    locale: language,
    messages: { ...(await loadMessages(language)), ...area.messages },
  });
}

afterAll(() => {
  i18n.activate('');
});

const places = (...numbers: number[]) => numbers.map((place) => i18n._(upgradePlace(place)));

describe('the hero editor’s texts', () => {
  it('name the upgrade order’s places in English as before, and in each language’s own way', async () => {
    await inLanguage('en');
    expect(places(1, 2, 3, 4, 11, 12, 13, 21, 22, 23)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
    ]);
    await inLanguage('es');
    expect(places(1, 2, 11)).toEqual(['1.º', '2.º', '11.º']);
    await inLanguage('pt-BR');
    expect(places(1, 3)).toEqual(['1º', '3º']);
  });

  it('name the fields someone else changed in the language the editor is read in', async () => {
    await inLanguage('en');
    expect(HERO_FIELD_LABELS.teammates && i18n._(HERO_FIELD_LABELS.teammates)).toBe('Teammates');
    expect(HERO_FIELD_LABELS.stats && i18n._(HERO_FIELD_LABELS.stats)).toBe('Base stats');
    await inLanguage('es');
    expect(HERO_FIELD_LABELS.teammates && i18n._(HERO_FIELD_LABELS.teammates)).toBe('Compañeros');
    await inLanguage('pt-BR');
    expect(HERO_FIELD_LABELS.teammates && i18n._(HERO_FIELD_LABELS.teammates)).toBe('Parceiros');
    expect(HERO_FIELD_LABELS.build && i18n._(HERO_FIELD_LABELS.build)).toBe('Build recomendada');
  });
});
