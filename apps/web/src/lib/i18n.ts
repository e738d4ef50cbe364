import { basenameOf, DEFAULT_LANGUAGE, type Language, splitLanguagePath } from '@haven/shared/i18n/languages';
import { i18n as browserI18n, type I18n, type Messages, setupI18n } from '@lingui/core';

/**
 * A language's compiled catalog. Each is its own chunk, so the browser loads only the page's
 * language; the server has them all.
 */
export async function loadMessages(language: Language): Promise<Messages> {
  const { messages } = await import(`../locales/${language}.po`);
  return messages;
}

/** One language's translator (the server makes one per request: pages in several languages render at once). */
export function createI18n(language: Language, messages: Messages): I18n {
  return setupI18n({ locale: language, messages: { [language]: messages } });
}

/** The browser's translator, in the language of the page's address (one per page load). */
export async function activateBrowserI18n(pathname: string): Promise<I18n> {
  const { language } = splitLanguagePath(pathname);
  browserI18n.loadAndActivate({ locale: language, messages: await loadMessages(language) });
  return browserI18n;
}

/** The router's basename for the page's address: '' in English, '/es' in Spanish. */
export function basenameOfPath(pathname: string): string | undefined {
  return basenameOf(splitLanguagePath(pathname).language) || undefined;
}

let scopedI18n: (() => I18n | undefined) | null = null;

/** Lets the server's renderer name the request's translator for code outside components. */
export function setI18nScope(scope: () => I18n | undefined): void {
  scopedI18n = scope;
}

/** The translator of the page being drawn: the request's on the server, the page's in the browser. */
export function activeI18n(): I18n {
  return scopedI18n?.() ?? browserI18n;
}

/** The language of the page being drawn. */
export function activeLanguage(): Language {
  return (activeI18n().locale as Language | undefined) || DEFAULT_LANGUAGE;
}
