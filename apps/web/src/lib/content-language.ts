import { DEFAULT_LANGUAGE, type Language } from '@haven/shared/i18n/languages';
import { activeLanguage } from './i18n';

/**
 * The language a read of game data or official texts asks for: the page's unless named (an
 * editor reads English). English needs no parameter, so its address stays the one it always was.
 */
export function contentLanguage(language?: Language): Language {
  return language ?? activeLanguage();
}

/** `path` with `?lang=` (or `&lang=`) for a language other than English. */
export function withContentLanguage(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`;
}
