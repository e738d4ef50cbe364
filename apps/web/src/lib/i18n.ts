import {
  basenameOf,
  DEFAULT_LANGUAGE,
  isLanguage,
  isPseudoPath,
  type Language,
  PSEUDO_LOCALE,
  PSEUDO_PREFIX,
  splitLanguagePath,
} from '@haven/shared/i18n/languages';
import { i18n as browserI18n, type I18n, type Messages, setupI18n } from '@lingui/core';

/**
 * A language's compiled catalog of the shell (the layout and the components every page shows).
 * Each is its own chunk, so the browser loads only the page's language.
 */
export async function loadMessages(language: Language): Promise<Messages> {
  const { messages } = await import(`../locales/${language}.po`);
  return messages;
}

/** One area's catalog in each language it has (catalog-areas.ts writes the loaders). */
export type AreaCatalogLoaders = Partial<Record<Language, () => Promise<{ messages: Messages }>>>;

/**
 * Adds an area's messages in the page's language to the browser's translator, before the area's
 * modules run. The server has every catalog from its start (entry-server.tsx).
 */
export async function loadAreaCatalog(loaders: AreaCatalogLoaders): Promise<void> {
  if (import.meta.env.SSR || typeof window === 'undefined') return;
  const { language } = splitLanguagePath(window.location.pathname);
  const load = loaders[language];
  if (!load) return;
  const { messages } = await load();
  // A copy: the translator adds later areas' messages into the object it keeps.
  browserI18n.load(language, await inPseudoWhereDrawn({ ...messages }));
}

/**
 * Whether the page was drawn in the pseudo-language: under /pseudo, by a server that drew it so
 * (its `<html lang>` says; a server that does not draw it answers /pseudo addresses in English).
 */
function isPseudoPage(pathname: string): boolean {
  return (
    typeof document !== 'undefined' &&
    document.documentElement.lang === PSEUDO_LOCALE &&
    isPseudoPath(pathname)
  );
}

/** English messages made over into the pseudo-language on its pages (its code loads only there). */
async function inPseudoWhereDrawn(messages: Messages): Promise<Messages> {
  if (!isPseudoPage(window.location.pathname)) return messages;
  const { pseudoMessages } = await import('./pseudo');
  return pseudoMessages(messages);
}

/** Catalogs by file (`…/locales/<language>.po`), merged into one set of messages per language. */
export function mergeCatalogs(catalogs: Record<string, { messages: Messages }>): Map<Language, Messages> {
  const merged = new Map<Language, Messages>();
  for (const [file, { messages }] of Object.entries(catalogs)) {
    const language = /\/locales\/([^/]+)\.po$/.exec(file)?.[1];
    if (!language || !isLanguage(language)) continue;
    merged.set(language, { ...merged.get(language), ...messages });
  }
  return merged;
}

/** The server's translators that draw the pseudo-language (English with its messages made over). */
const pseudoTranslators = new WeakSet<I18n>();

/**
 * One language's translator (the server makes one per request: pages in several languages render
 * at once); `pseudo` for a page in the pseudo-language, whose language is English.
 */
export function createI18n(language: Language, messages: Messages, { pseudo = false } = {}): I18n {
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  if (pseudo) pseudoTranslators.add(i18n);
  return i18n;
}

/** The browser's translator, in the language of the page's address (one per page load). */
export async function activateBrowserI18n(pathname: string): Promise<I18n> {
  const { language } = splitLanguagePath(pathname);
  // Added to what the page's areas may have loaded already, not in place of it.
  browserI18n.load(language, await inPseudoWhereDrawn({ ...(await loadMessages(language)) }));
  browserI18n.activate(language);
  return browserI18n;
}

/** The router's basename for the page's address: '' in English, '/es' in Spanish, '/pseudo' in the pseudo-language. */
export function basenameOfPath(pathname: string): string | undefined {
  if (isPseudoPage(pathname)) return `/${PSEUDO_PREFIX}`;
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

/**
 * Whether the page being drawn is in the pseudo-language: on the server, its request's translator
 * was made for it; in the browser, the page says so. Its language is English, but its texts must
 * come from the catalogs, where English texts are sometimes written directly.
 */
export function drawsPseudo(): boolean {
  const scoped = scopedI18n?.();
  if (scoped) return pseudoTranslators.has(scoped);
  return typeof window !== 'undefined' && isPseudoPage(window.location.pathname);
}

/** The language of the page being drawn. */
export function activeLanguage(): Language {
  return (activeI18n().locale as Language | undefined) || DEFAULT_LANGUAGE;
}
