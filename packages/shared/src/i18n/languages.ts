/**
 * The site's languages. English, the first, is served at the root; every other one under its
 * address prefix. Adding a language is one line here and one catalog in apps/web/src/locales.
 */
export const LANGUAGES = [
  { code: 'en', prefix: '', name: 'English' },
  { code: 'es', prefix: 'es', name: 'Español' },
  { code: 'pt-BR', prefix: 'pt-br', name: 'Português (Brasil)' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export type LanguageInfo = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [Language, ...Language[]];

/**
 * The pseudo-language, for tests: English with accented, lengthened messages, drawn under
 * `/pseudo/…` only by a server that switches it on (never listed with the languages above).
 */
export const PSEUDO_PREFIX = 'pseudo';
/** Its tag in `<html lang>`, the one set aside for pseudo-English. */
export const PSEUDO_LOCALE = 'en-XA';

/** Whether an address is in the pseudo-language's folder. */
export function isPseudoPath(pathname: string): boolean {
  return pathname === `/${PSEUDO_PREFIX}` || pathname.startsWith(`/${PSEUDO_PREFIX}/`);
}

/** The cookie holding a person's chosen language. */
export const LANGUAGE_COOKIE = 'lang';
/** The query parameter of a switcher's link: the language it chooses, remembered, then dropped. */
export const CHOOSE_LANGUAGE_PARAM = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** A stored language code as the site knows it: English for one it no longer offers. */
export function storedLanguage(code: string): Language {
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

export function languageInfo(language: Language): LanguageInfo {
  return LANGUAGES.find((entry) => entry.code === language) ?? LANGUAGES[0];
}

/** The address prefix of a language: '' for English, '/es' for Spanish. */
export function basenameOf(language: Language): string {
  const { prefix } = languageInfo(language);
  return prefix ? `/${prefix}` : '';
}

/** The language an address is in, and the address without its prefix. */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const match = LANGUAGES.find((entry) => entry.prefix !== '' && entry.prefix === first.toLowerCase());
  if (!match) return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
  return { language: match.code, path: `/${rest.join('/')}` };
}

/** An address without a language prefix, in a language. */
export function localisedPath(path: string, language: Language): string {
  const base = basenameOf(language);
  if (!base) return path;
  return path === '/' ? base : `${base}${path}`;
}

/** The site's language closest to one tag of a browser's list ('pt-PT' finds Brazilian Portuguese). */
export function matchLanguage(tag: string): Language | null {
  const lower = tag.trim().toLowerCase();
  if (!lower || lower === '*') return null;
  const exact = LANGUAGE_CODES.find((code) => code.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split('-')[0];
  return LANGUAGE_CODES.find((code) => code.toLowerCase().split('-')[0] === base) ?? null;
}

/** The site's language a browser prefers most, from its Accept-Language header. */
export function preferredLanguage(acceptLanguage: string | undefined): Language | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const language = matchLanguage(entry.tag);
    if (language) return language;
  }
  return null;
}

const CRAWLER = /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse/i;

/** Whether a request comes from a search engine or a link previewer rather than a person. */
export function isCrawler(userAgent: string | undefined): boolean {
  return userAgent !== undefined && CRAWLER.test(userAgent);
}

/** A language cookie's value, when it names one of the site's languages. */
export function chosenLanguage(cookieHeader: string | undefined): Language | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const decoded = decodeURIComponent(value.join('='));
      return isLanguage(decoded) ? decoded : null;
    }
  }
  return null;
}

export type PageLanguage = {
  /** The language the page is drawn in (its address's prefix). */
  language: Language;
  /** The address without its prefix. */
  path: string;
  /** The language a person without a choice is offered (their browser's), or null. */
  offer: Language | null;
  /** Where an English address sends a person who chose another language. */
  redirectTo: string | null;
};

/**
 * The language of a page request. The address decides the page's language; a person whose
 * remembered choice is another language is sent from an English address to theirs; a person
 * without a choice whose browser prefers another language is offered it. Crawlers are never sent
 * nor offered anything: each language is its own page to them.
 */
export function resolvePageLanguage(request: {
  pathname: string;
  search?: string;
  chosen: Language | null;
  acceptLanguage?: string;
  userAgent?: string;
}): PageLanguage {
  const { language, path } = splitLanguagePath(request.pathname);
  const none = { language, path, offer: null, redirectTo: null };
  if (isCrawler(request.userAgent)) return none;
  if (request.chosen) {
    const sendsAway = language === DEFAULT_LANGUAGE && request.chosen !== DEFAULT_LANGUAGE;
    return sendsAway
      ? { ...none, redirectTo: `${localisedPath(path, request.chosen)}${request.search ?? ''}` }
      : none;
  }
  const preferred = preferredLanguage(request.acceptLanguage);
  return { ...none, offer: preferred && preferred !== language ? preferred : null };
}
