import { z } from 'zod';
import { VersionSchema } from '../common/versions.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from './languages.ts';

/**
 * Game data and official texts hold one text per language: English in the item itself, each other
 * language in a translation row of its own (content id, language) with its own edit version, so
 * editors of different languages never refuse each other's saves.
 */
export type TranslationLanguage = Exclude<Language, 'en'>;

/** The languages a text is translated into: every site language but English. */
export const TRANSLATION_LANGUAGES = LANGUAGE_CODES.filter(
  (code): code is TranslationLanguage => code !== DEFAULT_LANGUAGE,
);

export function isTranslationLanguage(value: unknown): value is TranslationLanguage {
  return typeof value === 'string' && (TRANSLATION_LANGUAGES as readonly string[]).includes(value);
}

export const TRANSLATION_MESSAGES = {
  languageUnknown: 'Choose one of the site’s languages other than English.',
  notFound: 'Not found',
} as const;

/**
 * A public read's language: `?lang=es`. English needs none; the read cache and HTTP caches key by
 * the address, so each language is its own cached answer.
 */
export const ContentLanguageQuerySchema = z.object({
  lang: z.enum(LANGUAGE_CODES, { error: TRANSLATION_MESSAGES.languageUnknown }).default(DEFAULT_LANGUAGE),
});
export type ContentLanguageQuery = z.input<typeof ContentLanguageQuerySchema>;

/** The language an editor's translation save names: `/translations/es`. */
export const TranslationLanguageParamsSchema = z.object({
  language: z.enum(TRANSLATION_LANGUAGES as [TranslationLanguage, ...TranslationLanguage[]], {
    error: TRANSLATION_MESSAGES.languageUnknown,
  }),
});

/**
 * The fields of a translated read that show English because no translation was written for them
 * ('description', 'skills.0.name'); empty in English and when everything is translated.
 */
export const UntranslatedSchema = z.array(z.string());

/** One language's saved translation as an editor opens it: its fields and edit version (0: none yet). */
export function translationOf<Fields extends z.ZodType>(fields: Fields) {
  return z.object({ language: z.enum(LANGUAGE_CODES), fields, version: VersionSchema });
}

/** Every language's translation of one item, for its editor. */
export function translationListOf<Fields extends z.ZodType>(fields: Fields) {
  return z.object({ items: z.array(translationOf(fields)) });
}

/** An editor's save of one language's translation, from the version it opened. */
export function translationSaveOf<Fields extends z.ZodObject>(fields: Fields) {
  return z.object({ fields, version: VersionSchema });
}

export const TranslationSavedSchema = z.object({ id: z.string(), version: VersionSchema });
export type TranslationSaved = z.infer<typeof TranslationSavedSchema>;

/**
 * Field-by-field fallback: a translated text where one was written, English otherwise, noting the
 * field under `path` in `untranslated` (a blank English field has nothing to mark). Strings are
 * translated when not blank; lists when not empty.
 */
export class Fallback {
  readonly untranslated: string[] = [];

  constructor(readonly language: Language) {}

  text(path: string, english: string, translated: string | undefined): string {
    if (this.language === DEFAULT_LANGUAGE) return english;
    if (translated !== undefined && translated.trim() !== '') return translated;
    if (english.trim() !== '') this.untranslated.push(path);
    return english;
  }

  list(path: string, english: string[], translated: string[] | undefined): string[] {
    if (this.language === DEFAULT_LANGUAGE) return english;
    if (translated !== undefined && translated.length > 0) return translated;
    if (english.length > 0) this.untranslated.push(path);
    return english;
  }
}

/**
 * An item's flat texts (`keys`) in `language`, each falling back to its English, with the fields
 * that fell back: what database entries, official posts and about pages translate.
 */
export function translateTexts<Item extends { [K in Key]: string }, Key extends string>(
  item: Item,
  keys: readonly Key[],
  language: Language,
  translation: Partial<Record<Key, string>> | undefined,
): Item & { untranslated: string[] } {
  const fallback = new Fallback(language);
  const translated = { ...item };
  for (const key of keys) {
    (translated as Record<Key, string>)[key] = fallback.text(key, item[key], translation?.[key]);
  }
  return { ...translated, untranslated: fallback.untranslated };
}
