import type { Language } from '@haven/shared/i18n/languages';
import { i18n } from '@lingui/core';
import { afterAll } from 'vitest';
import { loadMessages } from './i18n';

/**
 * For tests: the shell's catalog and one feature's (its `./locales/<language>.po`, imported by the
 * caller), active as a page of that feature in `language` has them.
 */
async function activateFeatureLanguage(
  language: Language,
  loadArea: (language: Language) => Promise<unknown>,
): Promise<void> {
  const area = (await loadArea(language)) as { messages: object };
  i18n.loadAndActivate({
    locale: language,
    messages: { ...(await loadMessages(language)), ...area.messages },
  });
}

/**
 * For a test file of one feature: what switches to a language with the shell's catalog and the
 * feature's; no language stays active after the file.
 */
export function featureLanguageSwitch(
  loadArea: (language: Language) => Promise<unknown>,
): (language: Language) => Promise<void> {
  afterAll(() => {
    i18n.activate('');
  });
  return (language) => activateFeatureLanguage(language, loadArea);
}
