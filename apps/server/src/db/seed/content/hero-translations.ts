import type { TranslationLanguage } from '@haven/shared/i18n/translations';
import { HERO_TEXTS_ES } from './hero-translations-es.ts';
import { HERO_TEXTS_PT_BR } from './hero-translations-pt-br.ts';

/** A demo hero's texts in one language: its description and each skill's name and description, in order. */
export type HeroTextsSeed = { description: string; skills: [name: string, description: string][] };

/** The demo heroes' texts per language other than English, by hero name. */
export const HERO_TEXTS: Record<TranslationLanguage, Record<string, HeroTextsSeed>> = {
  es: HERO_TEXTS_ES,
  'pt-BR': HERO_TEXTS_PT_BR,
};
