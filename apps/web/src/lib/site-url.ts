import { useLocation, useRouteLoaderData } from 'react-router';

/** The id of the app's root route, whose loader gives the site's public address. */
export const ROOT_ROUTE_ID = 'root';
export type RootLoaderData = { siteUrl: string };

/** The site's public address (no trailing slash), as the server knows it. */
export function useSiteUrl(): string {
  const data = useRouteLoaderData(ROOT_ROUTE_ID) as RootLoaderData | null | undefined;
  return data?.siteUrl ?? '';
}

/** An absolute address for a site path (or an address elsewhere, kept as it is). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl}/`).toString();
}

/**
 * The page's canonical address: the public address of its path and the one query parameter that
 * names a different page of a list (`page`); filters, sorts and searches show the same page's content.
 */
export function useCanonicalUrl(): string {
  const siteUrl = useSiteUrl();
  const { pathname, search } = useLocation();
  const page = new URLSearchParams(search).get('page');
  const query = page && page !== '1' ? `?page=${encodeURIComponent(page)}` : '';
  return `${siteUrl}${pathname}${query}`;
}
