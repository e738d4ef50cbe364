import type { Language } from '@haven/shared/i18n/languages';
import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../lib/i18n';
import { memberTexts } from './shared-texts';

async function inLanguage(language: Language) {
  const area = (await import(`./locales/${language}.po`)) as { messages: object };
  i18n.loadAndActivate({
    locale: language,
    messages: { ...(await loadMessages(language)), ...area.messages },
  });
}

afterAll(() => {
  i18n.activate('');
});

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
