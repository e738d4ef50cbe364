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
 * `path` names the page's own address when it was reached by another.
 */
export function useCanonicalUrl(path?: string): string {
  const siteUrl = useSiteUrl();
  const location = useLocation();
  const { search } = location;
  const pathname = path ?? location.pathname;
  const page = new URLSearchParams(search).get('page');
  const query = page && page !== '1' ? `?page=${encodeURIComponent(page)}` : '';
  return `${siteUrl}${pathname}${query}`;
}
