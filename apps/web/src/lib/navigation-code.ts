import { splitLanguagePath } from '@haven/shared/i18n/languages';
import type { RouteObject } from 'react-router';
import { pageModuleKey } from './page-code';

/**
 * The index of each page's files in one language (page-code.ts navigationCodeIndex), written by the
 * build beside the code under this name, the hash of its contents filled in.
 */
const INDEX_FILE_STEM = '/assets/page-code-__NAVIGATION_INDEX_HASH__';

let index: Promise<Record<string, string[]>> | null = null;
const requested = new Set<string>();

/** The page's language's index, fetched once (none where it cannot be read: preloading is only a head start). */
export function loadNavigationIndex(): Promise<Record<string, string[]>> {
  // The development server writes no index: each module is fetched as it is imported.
  if (import.meta.env.DEV) return Promise.resolve({});
  const { language } = splitLanguagePath(window.location.pathname);
  index ??= fetch(`${INDEX_FILE_STEM}.${language}.json`)
    .then((response) => (response.ok ? (response.json() as Promise<Record<string, string[]>>) : {}))
    .catch(() => ({}));
  return index;
}

/** Asks at once for all of a page's code and its areas' catalogs, each file once. */
export async function preloadPageCode(routeId: string): Promise<void> {
  const key = pageModuleKey(routeId);
  if (!key) return;
  const links = document.createDocumentFragment();
  for (const file of (await loadNavigationIndex())[key] ?? []) {
    if (requested.has(file)) continue;
    requested.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    links.append(link);
  }
  document.head.append(links);
}

/**
 * The routes with each lazy page's loader also starting `preload` for its id: on a navigation the
 * page's catalogs are fetched beside its code instead of after it.
 */
export function withPagePreload(routes: RouteObject[], preload: (routeId: string) => unknown): RouteObject[] {
  return routes.map((route) => {
    const { lazy, id, children } = route;
    const wrapped = { ...route } as RouteObject;
    if (typeof lazy === 'function' && id) {
      wrapped.lazy = () => {
        void preload(id);
        return lazy();
      };
    }
    if (children) wrapped.children = withPagePreload(children, preload);
    return wrapped;
  }) as RouteObject[];
}
