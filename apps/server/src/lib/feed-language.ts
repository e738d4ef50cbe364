import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@haven/shared/i18n/languages';
import { z } from 'zod';

/** A feed's address may name its language (`?lang=es`); other parameters are ignored. */
export const FeedQuerySchema = z.object({ lang: z.string().optional() }).passthrough();

/** The language a feed's `?lang=` names; English when it names none the site has, so old links keep working. */
export function feedLanguage(lang: string | undefined): Language {
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
