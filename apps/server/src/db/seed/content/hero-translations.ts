import type { TranslationLanguage } from '@haven/shared/i18n/translations';
import type { HeroTextsSeed } from './hero-texts-seed.ts';
import { HERO_TEXTS_ES } from './hero-translations-es.ts';
import { HERO_TEXTS_PT_BR } from './hero-translations-pt-br.ts';

export type { HeroTextsSeed };

/** The demo heroes' texts per language other than English, by hero name. */
export const HERO_TEXTS: Record<TranslationLanguage, Record<string, HeroTextsSeed>> = {
  es: HERO_TEXTS_ES,
  'pt-BR': HERO_TEXTS_PT_BR,
};
