import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { type Language, splitLanguagePath } from '@haven/shared/i18n/languages';
import type {
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';
import { type LoaderFunctionArgs, type Params, redirect } from 'react-router';
import { getMeQueryOptions } from '../features/auth/api/get-me';
import { ApiError } from '../lib/api-client';
import { queryClient } from '../lib/query-client';

/**
 * What the server hands every loader while it renders one request: that request's own query cache
 * and status, the site's public address, and when what the page draws from the clock goes out of
 * date (a stored copy of the page is dropped then).
 */
export type ServerLoaderContext = {
  queryClient: QueryClient;
  status: number;
  siteUrl: string;
  freshUntil?: number;
  /** The page's language (its address's prefix). */
  language: Language;
  /** The language offered to a person whose browser prefers it, or null. */
  offer: Language | null;
  /** Drawn for any member: the session is not read, and the page draws as a visitor's meanwhile. */
  sessionPending?: boolean;
};

function serverContext(context: unknown): ServerLoaderContext | null {
  if (typeof context !== 'object' || context === null || !('queryClient' in context)) return null;
  return context as ServerLoaderContext;
}

/** The query cache a loader fills: the request's own on the server, the app's one in the browser. */
export function loaderQueryClient(context: unknown): QueryClient {
  return serverContext(context)?.queryClient ?? queryClient;
}

/** The site's public address: the server's setting there, the address the browser opened otherwise. */
export function loaderSiteUrl(context: unknown): string {
  return serverContext(context)?.siteUrl ?? window.location.origin;
}

/** The page's language and the one offered in its place, decided by the server from the request. */
export function loaderLanguage(context: unknown): { language: Language; offer: Language | null } {
  const server = serverContext(context);
  if (server) return { language: server.language, offer: server.offer };
  return { language: splitLanguagePath(window.location.pathname).language, offer: null };
}

/**
 * Reads the session before the first draw, so the header and member controls are drawn once in
 * their final size; not on a page drawn for any member, which the browser completes once live.
 */
export async function loadSession(context: unknown): Promise<void> {
  if (serverContext(context)?.sessionPending) return;
  await loaderQueryClient(context)
    .ensureQueryData(getMeQueryOptions())
    .catch(() => undefined);
}

/** The page's answer status on the server: 404 when the thing it names is not there, 403 when refused. */
function setStatus(context: unknown, status: number): void {
  const server = serverContext(context);
  if (server) server.status = status;
}

/** A loader for a path that names nothing: the server answers 404. */
export function notFoundLoader({ context }: LoaderFunctionArgs) {
  setStatus(context, 404);
  return null;
}

/** Whether a query finds its thing: false when the API says it is not there (or, for these statuses, not for this viewer). */
async function finds<T, K extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
  notFound: readonly number[],
) {
  try {
    await client.fetchQuery(options);
  } catch (error) {
    if (error instanceof ApiError && notFound.includes(error.status)) return false;
  }
  return true;
}

/**
 * A detail page's loader: on the server it fetches the page's main query (the one its component
 * asks for) and answers 404 when the API does, or when `query` gives null (the address names
 * nothing; undefined: nothing to fetch). `memberFallback` is the query the page asks a signed-in
 * member for when the main one finds nothing (their own unpublished guide); the page is then 404
 * only when that finds nothing either. The browser's loaders do nothing: pages show their own
 * loading states as they always did.
 */
export function mainQueryLoader<T, K extends QueryKey, F = unknown, FK extends QueryKey = QueryKey>(
  query: (params: Params, url: URL) => FetchQueryOptions<T, Error, T, K> | null | undefined,
  memberFallback?: (params: Params) => FetchQueryOptions<F, Error, F, FK>,
) {
  return async ({ params, context, request }: LoaderFunctionArgs) => {
    const server = serverContext(context);
    if (!server) return null;
    const options = query(params, new URL(request.url));
    if (options === undefined) return null;
    if (options !== null && (await finds(server.queryClient, options, [400, 404]))) {
      return null;
    }
    const fallback = options && memberFallback?.(params);
    if (
      fallback &&
      (await serverViewer(context)) &&
      (await finds(server.queryClient, fallback, [403, 404]))
    ) {
      return null;
    }
    server.status = 404;
    return null;
  };
}

/** Any query's options (a `get…QueryOptions` result), as a loader lists them. */
type AnyQueryOptions = { queryKey: QueryKey; queryFn?: unknown };

/** What a page's loader knows when it names the queries its sections ask for. */
export type PageQueriesArgs = {
  params: Params;
  url: URL;
  /** The request's query cache, holding the main query's answer once it has been fetched. */
  queryClient: QueryClient;
  /** The signed-in member, or null for a visitor. */
  viewer: NonNullable<Awaited<ReturnType<typeof serverViewer>>> | null;
};

/**
 * Adds to a page's loader, on the server, the queries its sections ask for (with the options
 * they use), fetched side by side once `main` is done, so the page is drawn once with every
 * answer in place. A failed query is drawn as its section's error state; the browser's loaders do
 * nothing, as with mainQueryLoader.
 */
export function withPageQueries(
  main: ((args: LoaderFunctionArgs) => Promise<null>) | null,
  queries: (args: PageQueriesArgs) => AnyQueryOptions[],
) {
  return async (args: LoaderFunctionArgs) => {
    const server = serverContext(args.context);
    if (!server) return null;
    await main?.(args);
    if (server.status !== 200) return null;
    const viewer = (await serverViewer(args.context)) ?? null;
    const wanted = queries({
      params: args.params,
      url: new URL(args.request.url),
      queryClient: server.queryClient,
      viewer,
    });
    await Promise.all(
      wanted.map((options) =>
        // A paged list ("Load More") is fetched as its first page, as its component asks.
        ('initialPageParam' in options
          ? server.queryClient.ensureInfiniteQueryData(options as FetchInfiniteQueryOptions)
          : server.queryClient.ensureQueryData(options as FetchQueryOptions)
        ).catch(() => undefined),
      ),
    );
    return null;
  };
}

/**
 * The signed-in member on the server (null for a visitor, and on a page drawn for any member,
 * which only routes whose loaders decide nothing by the viewer may be); undefined in the browser,
 * which checks for itself.
 */
async function serverViewer(context: unknown) {
  const server = serverContext(context);
  if (!server) return undefined;
  if (server.sessionPending) return null;
  const me = await server.queryClient.fetchQuery(getMeQueryOptions()).catch(() => null);
  return me?.user ?? null;
}

/**
 * A loader for pages only members see: the server sends a visitor on at once (to `to`, or to
 * sign in, remembering the page), rather than drawing a page that moves itself away.
 */
export function memberOnlyLoader(to?: string) {
  return async ({ context, request }: LoaderFunctionArgs) => {
    if ((await serverViewer(context)) !== null) return null;
    if (to) throw redirect(to);
    const { pathname, search } = new URL(request.url);
    throw redirect(`/login?from=${encodeURIComponent(pathname + search)}`);
  };
}

/**
 * A loader for an address that only forwards members (to `to`): the server sends a member there,
 * and a visitor to sign in first, remembering the address.
 */
export function forwardMemberLoader(to: string) {
  const visitorsSignIn = memberOnlyLoader();
  return async (args: LoaderFunctionArgs) => {
    await visitorsSignIn(args);
    if (await serverViewer(args.context)) throw redirect(to);
    return null;
  };
}

/** A loader for the admin area: the server answers 403 (with Access Denied) to anyone but an admin. */
export function adminOnlyLoader(isAdmin: (viewer: PolicyViewer) => boolean) {
  return async ({ context }: LoaderFunctionArgs) => {
    const viewer = await serverViewer(context);
    if (viewer !== undefined && !isAdmin(viewer)) setStatus(context, 403);
    return null;
  };
}

/**
 * The loader of a page drawn from the clock: it gives the page the instant it is drawn at, so the
 * browser's first draw repeats the server's, and a copy of the page the server keeps lasts only
 * until that minute ends.
 */
export function clockLoader({ context }: LoaderFunctionArgs): { drawnAt: number } {
  const drawnAt = Date.now();
  const server = serverContext(context);
  if (server) server.freshUntil = drawnAt - (drawnAt % 60_000) + 60_000;
  return { drawnAt };
}
