import { HERO_MESSAGES, SKILL_DEPTH_MESSAGES } from '@haven/shared/heroes/messages';
import type { Language } from '@haven/shared/i18n/languages';
import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedText } from '../../lib/shared-texts';
import { activateFeatureLanguage } from '../../lib/test-language';
import { heroText } from './shared-texts';

/** The shell's catalog and this feature's, as its pages in that language have them. */
const inLanguage = (language: Language) =>
  activateFeatureLanguage(language, (code) => import(`./locales/${code}.po`));

afterAll(() => {
  i18n.activate('');
});

describe('the heroes’ shared texts on screens', () => {
  it('show the hero editor’s field rules in the page’s language, and in English as the rule says it', async () => {
    await inLanguage('es');
    expect(sharedText(HERO_MESSAGES.statRange)).toBe(
      'Las estadísticas deben ser números enteros del 0 al 999.999',
    );
    expect(sharedText(SKILL_DEPTH_MESSAGES.levelsTooMany)).toBe(
      'Una habilidad puede tener como máximo 10 niveles',
    );
    await inLanguage('pt-BR');
    expect(sharedText(HERO_MESSAGES.teammateSelf)).toBe('Um herói não pode ser seu próprio parceiro');
    await inLanguage('en');
    expect(sharedText(HERO_MESSAGES.statRange)).toBe('Stats must be whole numbers from 0 to 999,999');
    expect(heroText('saved')).toBe(HERO_MESSAGES.saved);
  });
});
