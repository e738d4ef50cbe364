// First, so zod is configured before any module that uses it loads.
import './lib/zod-config';
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import pageCode from 'virtual:page-code';
import {
  basenameOf,
  type Language,
  PSEUDO_LOCALE,
  PSEUDO_PREFIX,
  splitLanguagePath,
} from '@haven/shared/i18n/languages';
import type { I18n, Messages } from '@lingui/core';
import {
  type DehydratedState,
  dehydrate,
  hashKey,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import type { ServerLoaderContext } from './app/loader-context';
import { AppProvider } from './app/provider';
import { isPageSharedWithMembers, routes } from './app/route-tree';
import { ME_QUERY_KEY } from './features/auth/api/get-me';
import { type ApiAnswer, ApiError, type ApiTransport, setApiTransport } from './lib/api-client';
import { createI18n, mergeCatalogs, setI18nScope } from './lib/i18n';
import { catalogKey, pageModuleKey, START_CATALOGS, START_CODE } from './lib/page-code';
import { PAGE_CODE_ELEMENT_ID } from './lib/page-code-element';
import { createQueryClient } from './lib/query-client';
import {
  type PageQueryState,
  QUERY_STATE_ELEMENT_ID,
  type SerialisedError,
  scriptJson,
} from './lib/query-state';
import { ScriptNonceContext } from './lib/script-nonce';

/** One page request as the server renderer needs it. */
export type RenderRequest = {
  url: string;
  headers: Record<string, string>;
  /** The per-request nonce every inline script carries. */
  nonce: string;
  /** The site's public address, for canonical addresses and link previews. */
  siteUrl: string;
  /**
   * Answers the app's API calls in-process, with this visitor's cookies, saying of each answer
   * whether every reader gets the same.
   */
  api: (...args: Parameters<ApiTransport>) => Promise<ApiAnswer & { sameForEveryone?: boolean }>;
  /** The language offered to a person whose browser prefers another than the page's, or null. */
  offer?: Language | null;
  /** Drawn in the pseudo-language, under /pseudo (a server that switches it on asks for it). */
  pseudo?: boolean;
  /**
   * Drawn for any member: no session is read, so the page draws its members' parts as waiting for
   * it, and the browser asks who is looking once live (one copy for every member).
   */
  sessionPending?: boolean;
};

export type RenderResult =
  // A redirect a loader decided from data (a renamed hero) goes stale with that data's topics.
  | { kind: 'redirect'; status: number; location: string; topics: string[] }
  | {
      kind: 'page';
      status: number;
      head: string;
      body: string;
      topics: string[];
      /** How many times the page was drawn: 1 when its loaders fetched every query it asks for. */
      draws: number;
      /** When what the page drew from the clock goes out of date (epoch ms); absent when it never does. */
      freshUntil?: number;
      /** The page's language, for `<html lang>` (the pseudo-language's tag for its pages). */
      language: Language | typeof PSEUDO_LOCALE;
    };

// One handler per language: under its prefix, every link and redirect keeps the language.
const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();
function handlerFor(language: Language, pseudo: boolean) {
  const basename = pseudo ? `/${PSEUDO_PREFIX}` : basenameOf(language);
  let handler = handlers.get(basename);
  if (!handler) {
    handler = createStaticHandler(routes, { basename: basename || undefined });
    handlers.set(basename, handler);
  }
  return handler;
}
const requestApi = new AsyncLocalStorage<ApiTransport>();
// The query whose fetch an API call is made for (its hash), to tell which answers were the viewer's own.
const fetchingQuery = new AsyncLocalStorage<string>();
// Code outside components (error texts) translates with the request's translator.
const requestI18n = new AsyncLocalStorage<I18n>();
setI18nScope(() => requestI18n.getStore());

// Loaders ask the API through the transport of the request they run for.
setApiTransport((path, init) => {
  const api = requestApi.getStore();
  if (!api) return Promise.reject(new Error('An API call outside a rendered request'));
  return api(path, init);
});

/** Everything React writes, once all of it is ready (search engines and the HTML cache get whole pages). */
function renderToString(element: React.ReactNode, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    let failed: unknown = null;
    const stream = renderToPipeableStream(element, {
      nonce,
      // Every part is written in its place, however long: none is sent after the rest to be moved
      // in by a script (the page is sent whole, and must read right without scripts).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        failed = error;
      },
    });
    sink.on('end', () => {
      if (failed) console.error(failed);
    });
  });
}

/**
 * The server's query cache as JSON-safe data: finished queries only, their API errors kept as
 * plain values, so the browser draws the same 'not found' the server drew.
 */
export function dehydrateQueries(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const plain: SerialisedError = {
        apiError: { status: error.status, code: error.code, message: error.message },
      };
      (query.state as { error: unknown }).error = plain;
    }
  }
  return state;
}

/** How many times a page is drawn at most to learn which queries it asks for (each draw can reveal more). */
const MAX_DATA_PASSES = 4;

const ME_QUERY_HASH = hashKey(ME_QUERY_KEY);

/**
 * Whether a query a component asked for should be fetched on the server (not switched off by its
 * options; never the session on a page drawn for any member).
 */
function wantsFetch(query: Query, sessionPending: boolean): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  if (sessionPending && query.queryHash === ME_QUERY_HASH) return false;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/**
 * Fetches, in-process, every query the page's components asked for while being drawn, and draws
 * again until no new one appears: the same query options the components use, so the browser finds
 * everything in the cache and fetches nothing.
 */
async function fillQueries(
  queryClient: QueryClient,
  api: ApiTransport,
  sessionPending: boolean,
  draw: () => Promise<string>,
): Promise<{ html: string; draws: number }> {
  let html = await draw();
  let draws = 1;
  for (; draws < MAX_DATA_PASSES; draws += 1) {
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => wantsFetch(query, sessionPending));
    if (waiting.length === 0) break;
    // The API call starts synchronously inside fetch(), so it finds this request's transport.
    await Promise.all(
      waiting.map((query) => requestApi.run(api, () => query.fetch()).catch(() => undefined)),
    );
    html = await draw();
  }
  return { html, draws };
}

/**
 * Notes the queries whose answers were not the same for every reader (a member's own rating or
 * votes): each query's fetch runs knowing its query, so the API calls it makes are put down to it.
 * A call made outside any query's fetch counts against every query.
 */
function watchAnswersForViewer(queryClient: QueryClient, api: RenderRequest['api']) {
  const forViewer = new Set<string>();
  let everyQuery = false;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    const { query } = event;
    const fetch = query.fetch.bind(query);
    query.fetch = (...args) => fetchingQuery.run(query.queryHash, () => fetch(...args));
  });
  const watched: ApiTransport = async (path, init) => {
    const answer = await api(path, init);
    if (!answer.sameForEveryone) {
      const hash = fetchingQuery.getStore();
      if (hash === undefined) everyQuery = true;
      else forViewer.add(hash);
    }
    return answer;
  };
  const answeredForViewer = () =>
    everyQuery
      ? queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.queryHash)
      : [...forViewer];
  return { api: watched, answeredForViewer };
}

/** Title, meta and link tags React hoisted to the start of its output, moved into the head. */
function splitHoisted(html: string): { head: string; body: string } {
  const match = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/.exec(html);
  if (!match) return { head: '', body: html };
  return { head: match[0], body: html.slice(match[0].length) };
}

/**
 * The realtime topics the page's data depends on: each query key starts with its topic, and a
 * query's meta names any others. A cached copy of the page goes stale on their events.
 */
function topicsOf(queryClient: QueryClient): string[] {
  const topics = new Set<string>();
  for (const query of queryClient.getQueryCache().getAll()) {
    const [first] = query.queryKey;
    if (typeof first === 'string') topics.add(first);
    const meta = query.meta as { topics?: string[]; sameIdTopics?: string[] } | undefined;
    for (const topic of [...(meta?.topics ?? []), ...(meta?.sameIdTopics ?? [])]) topics.add(topic);
  }
  return [...topics];
}

/** Every area's catalog, merged per language at start: any page is drawn in any language at once. */
const serverMessages = mergeCatalogs(
  import.meta.glob<{ messages: Messages }>('./**/locales/*.po', { eager: true }),
);

let pseudoCatalog: Promise<Messages> | null = null;
/** The English messages in the pseudo-language, made once. */
function pseudoServerMessages(): Promise<Messages> {
  pseudoCatalog ??= import('./lib/pseudo').then(({ pseudoMessages }) =>
    pseudoMessages(serverMessages.get('en') ?? {}),
  );
  return pseudoCatalog;
}

/**
 * Loads every page's code (each route's own module), so the first request for a page after a start
 * does not wait for its code to load and compile.
 */
export async function loadEveryPage(): Promise<void> {
  const loads: Promise<unknown>[] = [];
  const visit = (list: RouteObject[]) => {
    for (const route of list) {
      if (typeof route.lazy === 'function') loads.push(route.lazy());
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  await Promise.all(loads);
}

/** Addresses already matched to whether members share their page (matching the route tree takes a while). */
const sharedPaths = new Map<string, boolean>();
const SHARED_PATHS_KEPT = 10_000;

/** Whether the page at this path (and query) is drawn once for every member (its route says so). */
export function isSharedWithMembers(path: string): boolean {
  const { pathname } = new URL(path, 'http://page');
  let shared = sharedPaths.get(pathname);
  if (shared === undefined) {
    const { language } = splitLanguagePath(pathname);
    const matches = matchRoutes(routes, pathname, basenameOf(language) || undefined);
    shared = matches !== null && isPageSharedWithMembers(matches.map(({ route }) => route));
    if (sharedPaths.size >= SHARED_PATHS_KEPT) sharedPaths.clear();
    sharedPaths.set(pathname, shared);
  }
  return shared;
}

/** Renders one page: its loaders' data fetched in-process, the router and query state for hydration. */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const fetchRequest = new Request(request.url, { headers: request.headers });
  const queryClient = createQueryClient();
  // A failed call is drawn as the page's error state at once; the browser retries it.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const pseudo = request.pseudo === true;
  const sessionPending = request.sessionPending === true;
  // Only a copy for any member needs to know which answers were the viewer's own.
  const watched = sessionPending ? watchAnswersForViewer(queryClient, request.api) : null;
  const api: ApiTransport = watched?.api ?? request.api;
  // The pseudo-language is English (its data, formats and catalogs) with its messages made over.
  const language = pseudo ? 'en' : splitLanguagePath(new URL(request.url).pathname).language;
  const i18n = createI18n(
    language,
    pseudo ? await pseudoServerMessages() : (serverMessages.get(language) ?? {}),
    { pseudo },
  );
  const { query, dataRoutes } = handlerFor(language, pseudo);
  const context: ServerLoaderContext = {
    queryClient,
    status: 200,
    siteUrl: request.siteUrl,
    language,
    offer: request.offer ?? null,
    sessionPending,
  };
  // Loaders read the page's language (game data is asked for in it) from the request's translator.
  const handlerContext = await requestApi.run(api, () =>
    requestI18n.run(i18n, () => query(fetchRequest, { requestContext: context })),
  );
  if (handlerContext instanceof Response) {
    return {
      kind: 'redirect',
      status: handlerContext.status,
      location: handlerContext.headers.get('location') ?? '/',
      topics: topicsOf(queryClient),
    };
  }
  if (handlerContext.errors)
    console.error('route errors while rendering', request.url, handlerContext.errors);
  const router = createStaticRouter(dataRoutes, handlerContext);
  const { html, draws } = await fillQueries(queryClient, api, sessionPending, () =>
    requestI18n.run(i18n, () =>
      renderToString(
        <StrictMode>
          <AppProvider client={queryClient} i18n={i18n}>
            <ScriptNonceContext value={request.nonce}>
              <StaticRouterProvider router={router} context={handlerContext} nonce={request.nonce} />
            </ScriptNonceContext>
          </AppProvider>
        </StrictMode>,
        request.nonce,
      ),
    ),
  );
  const { head, body } = splitHoisted(html);
  const pageState: PageQueryState = {
    ...dehydrateQueries(queryClient),
    // On a copy for any member, what the browser asks again once it knows the member.
    ...(watched ? { sessionPending: true as const, forViewer: watched.answeredForViewer() } : {}),
  };
  const state = `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}" nonce="${request.nonce}">${scriptJson(pageState)}</script>`;
  // The app's start, the page's code and its language's catalog, all asked for as soon as the
  // page has painted, the app's start first.
  const pageKeys = handlerContext.matches.flatMap(({ route }) => pageModuleKey(route.id) ?? []);
  const code = [
    ...new Set([
      ...(pageCode[START_CODE] ?? []),
      ...pageKeys.flatMap((key) => pageCode[key] ?? []),
      ...(pageCode[`src/locales/${language}.po`] ?? []),
      ...[START_CATALOGS, ...pageKeys].flatMap((key) => pageCode[catalogKey(key, language)] ?? []),
    ]),
  ];
  const codeList = `<script type="application/json" id="${PAGE_CODE_ELEMENT_ID}" nonce="${request.nonce}">${scriptJson(code)}</script>`;
  const status = handlerContext.statusCode !== 200 ? handlerContext.statusCode : context.status;
  return {
    kind: 'page',
    status,
    head,
    body: body + state + codeList,
    topics: topicsOf(queryClient),
    draws,
    freshUntil: context.freshUntil,
    language: pseudo ? PSEUDO_LOCALE : language,
  };
}
