import { describe, expect, it } from 'vitest';
import { featureLanguageSwitch } from '../../lib/test-language';
import { teamTexts } from './shared-texts';

/** The shell's catalog and this feature's, as its pages in that language have them. */
const inLanguage = featureLanguageSwitch((code) => import(`./locales/${code}.po`));

describe('the teams’ shared texts on screens', () => {
  it('fill a shared text’s placeholders with the values in each language', async () => {
    await inLanguage('en');
    expect(teamTexts.heroTeamsCount(4, 'Aria')).toBe('4 teams include Aria');
    await inLanguage('es');
    expect(teamTexts.heroTeamsTitle('Aria')).toBe('Equipos con Aria');
  });
});
