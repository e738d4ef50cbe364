import { describe, expect, it } from 'vitest';
import { featureLanguageSwitch } from '../../lib/test-language';
import { memberTexts } from './shared-texts';

/** The shell's catalog and this feature's, as its pages in that language have them. */
const inLanguage = featureLanguageSwitch((code) => import(`./locales/${code}.po`));

describe('the members’ shared texts on screens', () => {
  it('are read in the page’s language when drawn, the ones built from values too', async () => {
    await inLanguage('es');
    expect(memberTexts.loadFailed).toBe('No se pudieron cargar los usuarios');
    expect(memberTexts.noSearchMatch('aria')).toBe('Ningún usuario coincide con «aria»');
    await inLanguage('en');
    expect(memberTexts.loadFailed).toBe('Failed to load users');
    expect(memberTexts.noSearchMatch('aria')).toBe('No users match the search term "aria"');
  });
});
