// First, so zod is configured before any module that uses it loads.
import '../lib/zod-config';
import type { MeResponse } from '@haven/shared/profiles/schemas';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type HydrationState, matchRoutes } from 'react-router';
import { ME_QUERY_KEY } from '../features/auth/api/get-me';
import { activateBrowserI18n, basenameOfPath } from '../lib/i18n';
import { loadNavigationIndex } from '../lib/navigation-code';
import { queryClient } from '../lib/query-client';
import {
  awaitReadersParts,
  hydrateQueries,
  type PageQueryState,
  QUERY_STATE_ELEMENT_ID,
} from '../lib/query-state';
import { AppProvider } from './provider';
import { routes } from './route-tree';
import { AppRouter, createAppRouter } from './router';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');

/** Loads the lazy modules of the first page before hydrating, so the first render matches the server's HTML. */
async function loadFirstPageModules(): Promise<void> {
  const matches = matchRoutes(routes, window.location, basenameOfPath(window.location.pathname)) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

async function start(root: HTMLElement): Promise<void> {
  // The page's language's catalog, asked for beside the first page's modules.
  const translator = activateBrowserI18n(window.location.pathname);
  const stateElement = document.getElementById(QUERY_STATE_ELEMENT_ID);
  // Written by the server's router beside the page (StaticRouterProvider).
  const hydrationData = (window as { __staticRouterHydrationData?: HydrationState })
    .__staticRouterHydrationData;
  if (!stateElement || !hydrationData) {
    // Not rendered on the server (the development server): render in the browser.
    await translator;
    const router = createAppRouter();
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <AppRouter router={router} />
        </AppProvider>
      </StrictMode>,
    );
    return;
  }
  const state = JSON.parse(stateElement.textContent ?? '{}') as PageQueryState;
  hydrateQueries(queryClient, state);
  // A page drawn for any member is completed once the app knows which (its code loaded only then).
  if (state.sessionPending) {
    awaitReadersParts(
      import('../lib/members-copy').then(({ askAgainForMember }) =>
        askAgainForMember(queryClient, state, ME_QUERY_KEY, (me) => (me as MeResponse).user !== null),
      ),
    );
  }
  await Promise.all([loadFirstPageModules(), translator]);
  const router = createAppRouter(hydrationData);
  // As a transition, hydration yields to the browser between components instead of holding the
  // main thread until the whole page is live; a click meanwhile is replayed once its part is.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProvider>
          <AppRouter router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
  // The index of the other pages' files, for the first navigation, once the browser is idle.
  if ('requestIdleCallback' in window) requestIdleCallback(() => void loadNavigationIndex());
  else setTimeout(() => void loadNavigationIndex(), 2000);
}

void start(rootElement);
