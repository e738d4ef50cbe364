import type { Language } from '@haven/shared/i18n/languages';
import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../lib/i18n';
import { teamTexts } from './shared-texts';

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

describe('the teams’ shared texts on screens', () => {
  it('fill a shared text’s placeholders with the values in each language', async () => {
    await inLanguage('en');
    expect(teamTexts.heroTeamsCount(4, 'Aria')).toBe('4 teams include Aria');
    await inLanguage('es');
    expect(teamTexts.heroTeamsTitle('Aria')).toBe('Equipos con Aria');
  });
});
