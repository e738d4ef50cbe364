import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isPseudoPath, type Language } from '@haven/shared/i18n/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InProcessAnswer } from './in-process-reads.ts';
import type { CacheDependency } from './read-cache.ts';

/** The server entry of the web app (apps/web/src/entry-server.tsx), as built into dist-ssr. */
type ApiTransport = (
  path: string,
  init: RequestInit,
) => Promise<{ ok: boolean; status: number; text: () => Promise<string>; sameForEveryone: boolean }>;

/**
 * Whom a page is drawn for: the requesting member with their session, a visitor, or any member
 * (a copy members share: drawn without a session, whose own parts the browser asks for once live).
 */
export type PageReader = 'member' | 'visitor' | 'any member';
type EntryResult =
  | { kind: 'redirect'; status: number; location: string; topics: string[] }
  | {
      kind: 'page';
      status: number;
      head: string;
      body: string;
      topics: string[];
      draws: number;
      /** When what the page drew from the clock goes out of date (epoch ms); absent when it never does. */
      freshUntil?: number;
      /** The page's language, for `<html lang>`. */
      language: string;
    };

/**
 * A rendered page or redirect, with what its reads depend on (each read's cache dependency), or
 * null when a read's is not known (then the topics its queries name stand for them).
 */
export type RenderResult = EntryResult & { dependsOn: CacheDependency[] | null };
type RenderEntry = {
  render: (request: {
    url: string;
    headers: Record<string, string>;
    nonce: string;
    siteUrl: string;
    api: ApiTransport;
    offer: Language | null;
    pseudo: boolean;
    sessionPending: boolean;
  }) => Promise<EntryResult>;
  /** Whether the page at this path (and query) may be drawn once for every member (its route says so). */
  isSharedWithMembers: (path: string) => boolean;
  /** Loads every page's code (a stand-in entry in tests may have none to load). */
  loadEveryPage?: () => Promise<void>;
};

/** Whether a request asks for a page in the pseudo-language, on a server that draws it. */
export function isPseudoPage(app: FastifyInstance, url: string): boolean {
  return app.config.pseudoLanguage && isPseudoPath(new URL(url, 'http://page').pathname);
}

/** The built server entry beside the web build, or null when only the browser build exists. */
export function serverEntryPath(distDir: string): string | null {
  const file = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  return existsSync(file) ? file : null;
}

/** An API call through the whole HTTP pipeline, in-process, with the page's cookie. */
async function injected(
  app: FastifyInstance,
  request: FastifyRequest,
  method: string,
  url: string,
  cookie: string | undefined,
): Promise<InProcessAnswer> {
  const answer = await app
    .inject({
      method: method as 'GET',
      url,
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
    })
    .catch((error: unknown) => {
      request.log.error({ err: error }, 'in-process API call failed');
      throw error;
    });
  return {
    status: answer.statusCode,
    body: answer.statusCode === 204 || answer.statusCode === 304 ? '' : answer.body,
    sameForEveryone: false,
    dependsOn: null,
  };
}

/**
 * Renders pages on the server. The page's loaders read the API in-process: a GET reaches its
 * route's handler directly with the page's viewer (in-process-reads.ts), past the same access
 * rules, read cache and schemas as a browser's request; anything else goes through `app.inject`
 * with the visitor's own cookie.
 */
export function createPageRenderer(app: FastifyInstance, entryFile: string) {
  // Loaded once, by its plain address: the page chunks import it by that address too, and a second
  // copy would keep loaders and pages apart. A new build takes a restart (as its static files do).
  let loaded: Promise<RenderEntry> | null = null;
  const entry = (): Promise<RenderEntry> => {
    if (!loaded) {
      loaded = import(pathToFileURL(entryFile).href) as Promise<RenderEntry>;
      // Every page's code follows, so no first request for a page waits for its code.
      loaded
        .then((loadedEntry) => loadedEntry.loadEveryPage?.())
        .catch((error: unknown) => app.log.error({ err: error }, 'loading the pages failed'));
    }
    return loaded;
  };

  /**
   * Renders the page a request asks for, for `reader` (only a member's page reads the request's
   * cookies) with this nonce, offering `offer` to a person whose browser prefers another language
   * than the page's.
   */
  const renderPage = async (
    request: FastifyRequest,
    nonce: string,
    reader: PageReader,
    offer: Language | null,
  ): Promise<RenderResult> => {
    const { render } = await entry();
    const asVisitor = reader !== 'member';
    const cookie = asVisitor ? undefined : request.headers.cookie;
    const read = app.inProcessRead(request, asVisitor);
    const dependsOn: (readonly CacheDependency[] | null)[] = [];
    const api: ApiTransport = async (apiPath, init) => {
      const method = init.method ?? 'GET';
      const answer =
        (method === 'GET' ? await read(apiPath) : null) ??
        (await injected(app, request, method, apiPath, cookie));
      dependsOn.push(answer.dependsOn);
      return {
        ok: answer.status >= 200 && answer.status < 300,
        status: answer.status,
        text: async () => answer.body,
        sameForEveryone: answer.sameForEveryone,
      };
    };
    const host = request.headers.host ?? 'localhost';
    const rendered = await render({
      url: `${request.protocol}://${host}${request.url}`,
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
      nonce,
      siteUrl: app.config.publicUrl,
      api,
      offer,
      pseudo: isPseudoPage(app, request.url),
      sessionPending: reader === 'any member',
    });
    const known = dependsOn.filter((dependencies) => dependencies !== null);
    return { ...rendered, dependsOn: known.length === dependsOn.length ? known.flat() : null };
  };
  /** Whether the page a request asks for is drawn once for every member (never a pseudo-language page). */
  const isSharedWithMembers = async (request: FastifyRequest): Promise<boolean> =>
    !isPseudoPage(app, request.url) && (await entry()).isSharedWithMembers(request.url);
  return { renderPage, isSharedWithMembers };
}
