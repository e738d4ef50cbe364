import {
  CHOOSE_LANGUAGE_PARAM,
  chosenLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  resolvePageLanguage,
} from '@haven/shared/i18n/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { announceViewerChanged } from '../auth/session-cache.ts';
import type { Viewer } from '../auth/viewer.ts';
import { saveLanguage } from '../modules/account/save-language.ts';
import { PRIVATE_NO_STORE } from './cache.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookie remembering a person's language for a year. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * A page request's language. A switcher's link (`?lang=es` on the page's address in that language)
 * remembers the choice in a cookie, and with a member's profile, then sends to the address without
 * it; an English address sends a person who chose another language to theirs. Otherwise the page is
 * drawn, with the language a person without a choice is offered.
 */
export async function pageLanguage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  viewer: Viewer | null,
): Promise<{ redirected: true } | { redirected: false; offer: Language | null }> {
  const url = new URL(request.url, 'http://page');
  const choice = url.searchParams.get(CHOOSE_LANGUAGE_PARAM);
  if (choice !== null) {
    url.searchParams.delete(CHOOSE_LANGUAGE_PARAM);
    if (isLanguage(choice)) {
      reply.header('set-cookie', languageCookie(choice, app.config.publicUrl.startsWith('https:')));
      if (viewer) {
        await saveLanguage(app.db, viewer.id, choice);
        await announceViewerChanged(app.bus, viewer.id);
      }
    }
    reply.header('cache-control', PRIVATE_NO_STORE);
    await reply.redirect(`${url.pathname}${url.search}`, 303);
    return { redirected: true };
  }
  const resolved = resolvePageLanguage({
    pathname: url.pathname,
    search: url.search,
    chosen: chosenLanguage(request.headers.cookie) ?? viewer?.language ?? null,
    acceptLanguage: request.headers['accept-language'],
    userAgent: request.headers['user-agent'],
  });
  if (resolved.redirectTo) {
    reply.header('cache-control', PRIVATE_NO_STORE);
    await reply.redirect(resolved.redirectTo, 302);
    return { redirected: true };
  }
  return { redirected: false, offer: resolved.offer };
}
