import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_CODES,
  type Language,
  localisedPath,
} from '@haven/shared/i18n/languages';
import { useLingui } from '@lingui/react';
import { useLocation, useRouteLoaderData } from 'react-router';

/** The id of the app's root route, whose loader gives the site's public address. */
export const ROOT_ROUTE_ID = 'root';
export type RootLoaderData = {
  siteUrl: string;
  /** The page's language. */
  language: Language;
  /** The language offered to a person whose browser prefers it (drawn by the server, kept on hydration). */
  offer: Language | null;
};

/** The site's public address (no trailing slash), as the server knows it. */
export function useSiteUrl(): string {
  const data = useRouteLoaderData(ROOT_ROUTE_ID) as RootLoaderData | null | undefined;
  return data?.siteUrl ?? '';
}

/** The page's language, as its address says (the translator drawing it is in that language). */
export function usePageLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** A feed's address (Atom, calendar) in the page's language: `?lang=<code>` outside English. */
export function useFeedAddress(path: string): string {
  const language = usePageLanguage();
  return language === DEFAULT_LANGUAGE ? path : `${path}?lang=${encodeURIComponent(language)}`;
}

/** An absolute address for a site path (or an address elsewhere, kept as it is). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl}/`).toString();
}

/**
 * The page's canonical address: the public address of its path and the one query parameter that
 * names a different page of a list (`page`); filters, sorts and searches show the same page's content.
 * `path` names the page's own address when it was reached by another.
 */
export function useCanonicalUrl(path?: string): string {
  const language = usePageLanguage();
  return useLanguageUrls(path)[language];
}

/**
 * The page's public address in each language (the router's paths leave out the language's
 * prefix): its canonical address and its `hreflang` alternates.
 */
export function useLanguageUrls(path?: string): Record<Language, string> {
  const siteUrl = useSiteUrl();
  const location = useLocation();
  const pathname = path ?? location.pathname;
  const page = new URLSearchParams(location.search).get('page');
  const query = page && page !== '1' ? `?page=${encodeURIComponent(page)}` : '';
  return Object.fromEntries(
    LANGUAGE_CODES.map((code) => [code, `${siteUrl}${localisedPath(pathname, code)}${query}`]),
  ) as Record<Language, string>;
}
