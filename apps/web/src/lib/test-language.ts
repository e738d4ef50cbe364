import type { Language } from '@haven/shared/i18n/languages';
import { i18n } from '@lingui/core';
import { loadMessages } from './i18n';

/**
 * For tests: the shell's catalog and one feature's (its `./locales/<language>.po`, imported by the
 * caller), active as a page of that feature in `language` has them.
 */
export async function activateFeatureLanguage(
  language: Language,
  loadArea: (language: Language) => Promise<unknown>,
): Promise<void> {
  const area = (await loadArea(language)) as { messages: object };
  i18n.loadAndActivate({
    locale: language,
    messages: { ...(await loadMessages(language)), ...area.messages },
  });
}
