import type { Language } from '@haven/shared/i18n/languages';
import { en } from './en.ts';
import { es } from './es.ts';
import { ptBR } from './pt-BR.ts';
import type { ServerTexts } from './types.ts';

export type { MailText, ServerTexts } from './types.ts';

/** The server's own texts (e-mails, feeds) in every language: a new language adds one module here. */
const TEXTS: Record<Language, ServerTexts> = { en, es, 'pt-BR': ptBR };

export function serverTexts(language: Language): ServerTexts {
  return TEXTS[language];
}
