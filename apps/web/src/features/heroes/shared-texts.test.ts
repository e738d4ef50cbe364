import { HERO_MESSAGES, SKILL_DEPTH_MESSAGES } from '@haven/shared/heroes/messages';
import { describe, expect, it } from 'vitest';
import { sharedText } from '../../lib/shared-texts';
import { featureLanguageSwitch } from '../../lib/test-language';
import { heroText } from './shared-texts';

/** The shell's catalog and this feature's, as its pages in that language have them. */
const inLanguage = featureLanguageSwitch((code) => import(`./locales/${code}.po`));

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
