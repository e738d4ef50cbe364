import { AsyncLocalStorage } from 'node:async_hooks';
import {
  basenameOf,
  chosenLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  splitLanguagePath,
} from '@haven/shared/i18n/languages';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { profiles } from '../db/schema/index.ts';

/**
 * The language of the page a request was sent from: the prefix of the page's address (its
 * Referer), else the remembered choice (the language cookie), else English.
 */
export function requestPageLanguage(request: FastifyRequest): Language {
  const referer = request.headers.referer;
  if (referer) {
    try {
      const { language } = splitLanguagePath(new URL(referer).pathname);
      if (language !== DEFAULT_LANGUAGE) return language;
    } catch {
      // An unreadable Referer says nothing.
    }
  }
  return chosenLanguage(request.headers.cookie) ?? DEFAULT_LANGUAGE;
}

const requestLanguage = new AsyncLocalStorage<Language>();

/** Runs `task` (an account action that may send mail) for a request made in `language`. */
export function withRequestLanguage<T>(language: Language, task: () => Promise<T>): Promise<T> {
  return requestLanguage.run(language, task);
}

/**
 * The language of a mail to a member: the one saved with their profile, else the language of the
 * page the request came from (a visitor signing up or asking for a reset), else English.
 */
export async function mailLanguageOf(db: DbOrTx, userId: string): Promise<Language> {
  const [profile] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  if (isLanguage(profile?.language)) return profile.language;
  return requestLanguage.getStore() ?? DEFAULT_LANGUAGE;
}

/** A site address in a language: `/reset-password` becomes `/es/reset-password` in Spanish. */
export function siteLink(siteUrl: string, path: string, language: Language): string {
  const base = basenameOf(language);
  if (path === '/') return base ? `${siteUrl}${base}` : siteUrl;
  return `${siteUrl}${base}${path}`;
}
