import { createBrowserRouter, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { basenameOfPath } from '../lib/i18n';
import { preloadPageCode, withPagePreload } from '../lib/navigation-code';
import { routes } from './route-tree';

/**
 * The browser's router over the same route objects the server renders. On a server-rendered page it
 * starts from the server's loader data (the lazy modules of the first page already loaded), so
 * nothing is fetched again. Under a language's prefix (`/es`), every link and redirect keeps it.
 * A navigation to a page not loaded yet asks for its code and its catalogs at once.
 */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(withPagePreload(routes, preloadPageCode), {
    hydrationData,
    basename: basenameOfPath(window.location.pathname),
  });
}

export function AppRouter({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />;
}
