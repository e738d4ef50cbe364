import { parse as parseQuery } from 'node:querystring';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import FindMyWay from 'find-my-way';
import { admit } from '../auth/access.ts';
import { getSession, getViewer } from '../auth/session.ts';
import { findUnstorableText, MAX_PARAM_LENGTH, MAX_URL_LENGTH } from './edge-input.ts';
import { appErrorBody } from './error-handler.ts';
import { AppError } from './errors.ts';
import { type CacheDependency, dependenciesServed, dependencyOf } from './read-cache.ts';

/**
 * An API answer read in-process: its status and body (JSON text, or empty); whether it is the same
 * for every reader (a public read kept in the read cache with nothing of the viewer's added); and,
 * read without a session, what events make it stale (null when not known: a read the cache does
 * not keep).
 */
export type InProcessAnswer = {
  status: number;
  body: string;
  sameForEveryone: boolean;
  dependsOn: readonly CacheDependency[] | null;
};

/** Reads one GET address of the API in-process for a rendered page, as the page's viewer. */
export type InProcessRead = (apiPath: string) => Promise<InProcessAnswer | null>;

/** The parts of a route the in-process read runs. */
type ReadRoute = {
  options: RouteOptions;
  params: ((data: unknown) => { value?: unknown; error?: unknown }) | null;
  query: ((data: unknown) => { value?: unknown; error?: unknown }) | null;
  serialize: (value: unknown) => string;
};

/** Route hooks that can refuse or shape a read: a route declaring one is read through the whole pipeline. */
const OWN_HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;

/**
 * What a handler sees of its reply when it runs in-process: the status and body it gives (headers
 * are for browsers and go nowhere).
 */
class InProcessReply {
  statusCode = 200;
  body: string | undefined;
  constructor(private readonly route: ReadRoute) {}
  header() {
    return this;
  }
  headers() {
    return this;
  }
  type() {
    return this;
  }
  code(status: number) {
    this.statusCode = status;
    return this;
  }
  status(status: number) {
    return this.code(status);
  }
  serialize(value: unknown): string {
    return this.route.serialize(value);
  }
  send(payload?: unknown) {
    this.body =
      payload === undefined || payload === null
        ? ''
        : typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload)
            ? payload.toString('utf8')
            : this.route.serialize(payload);
    return this;
  }
}

/**
 * The app's GET routes as the server renderer reads them: a rendered page's loaders reach a route's
 * handler directly, with the page's viewer resolved once for the whole page, instead of an HTTP
 * request each. What a read keeps from the pipeline is what decides its answer: the route's access
 * rule (admit), the unstorable-text and address-length refusals, its params and query checked by its
 * schemas, its read cache (the handler as the cache wrapped it) and its response schema. A route
 * with hooks of its own, a refused input, a miss and any failure but a refusal are answered by
 * `null`: the caller asks the full pipeline then. Register before any plugin that hooks every route
 * (compression), so only the hooks a route declares itself are seen; the handler is taken when a
 * read runs, as the read cache has wrapped it by then.
 */
export function registerInProcessReads(app: FastifyInstance): void {
  const router = FindMyWay({ maxParamLength: MAX_PARAM_LENGTH });
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().includes('GET')) return;
    const schema = route.schema as
      | { params?: unknown; querystring?: unknown; response?: Record<string, unknown> }
      | undefined;
    const response = schema?.response?.[200];
    if (!response || OWN_HOOKS.some((hook) => route[hook] !== undefined)) return;
    const compile = (part: unknown) =>
      part ? validatorCompiler({ schema: part, method: 'GET', url: route.url } as never) : null;
    const readRoute: ReadRoute = {
      options: route,
      params: compile(schema?.params) as ReadRoute['params'],
      query: compile(schema?.querystring) as ReadRoute['query'],
      serialize: serializerCompiler({ schema: response, method: 'GET', url: route.url } as never) as (
        value: unknown,
      ) => string,
    };
    router.on('GET', route.url, () => {}, readRoute);
  });
  app.decorate('inProcessRead', (page: FastifyRequest, asVisitor: boolean) =>
    readFor(router, page, asVisitor),
  );
}

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges only with an interface
  interface FastifyContextConfig {
    /** The route answers who is asking, and nothing else: without a session, always the same. */
    aboutTheViewer?: boolean;
  }
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges only with an interface
  interface FastifyInstance {
    /** In-process reads for the page request `page`, as its member (`asVisitor`: as a visitor). */
    inProcessRead: (page: FastifyRequest, asVisitor: boolean) => InProcessRead;
  }
}

/**
 * Whether a route's answer is every reader's (open to anyone, kept in the read cache, never
 * personalised), and what makes it stale when read without a session: a cached read's topics; for
 * a read of who is asking (`config.aboutTheViewer`) or one only members may make, nothing (the
 * answer without a session never changes); for any other, not known.
 */
function whatItDependsOn(
  route: ReadRoute,
  params: unknown,
  served: readonly CacheDependency[] | undefined,
  asVisitor: boolean,
): Pick<InProcessAnswer, 'sameForEveryone' | 'dependsOn'> {
  const { access, cache, aboutTheViewer } = route.options.config ?? {};
  const isOpen = !access || access.role === 'anyone';
  const sameForEveryone =
    isOpen && cache !== undefined && cache.personalise === undefined && cache.isPrivateRead === undefined;
  if (!asVisitor) return { sameForEveryone, dependsOn: null };
  // The kept answer's own, once known; else (a refusal) what its address names.
  if (cache)
    return { sameForEveryone, dependsOn: served ?? [dependencyOf(cache, params as Record<string, string>)] };
  return { sameForEveryone, dependsOn: aboutTheViewer || !isOpen ? [] : null };
}

function readFor(
  router: FindMyWay.Instance<FindMyWay.HTTPVersion.V1>,
  page: FastifyRequest,
  asVisitor: boolean,
): InProcessRead {
  // The session is resolved once for the page and every read it makes.
  const sessionPromise = asVisitor ? Promise.resolve(null) : getSession(page);
  const viewerPromise = asVisitor ? Promise.resolve(null) : getViewer(page);
  const cookie = asVisitor ? undefined : page.headers.cookie;
  const headers = { accept: 'application/json', ...(cookie ? { cookie } : {}) };
  return async (apiPath) => {
    if (apiPath.length > MAX_URL_LENGTH) return null;
    const queryAt = apiPath.indexOf('?');
    const path = queryAt === -1 ? apiPath : apiPath.slice(0, queryAt);
    const found = router.find('GET', path);
    if (!found) return null;
    const route = found.store as ReadRoute;
    const rawQuery = queryAt === -1 ? {} : { ...parseQuery(apiPath.slice(queryAt + 1)) };
    if (findUnstorableText(found.params) ?? findUnstorableText(rawQuery)) return null;
    const params = route.params ? route.params(found.params) : { value: found.params };
    const query = route.query ? route.query(rawQuery) : { value: rawQuery };
    if (params.error || query.error) return null;
    const reply = new InProcessReply(route);
    try {
      const access = route.options.config?.access;
      const member = access && access.role !== 'anyone' ? admit(access, await viewerPromise) : undefined;
      // The page's own request, seen as a request for this route: its log, address and server.
      const request = Object.create(page, {
        method: { value: 'GET' },
        url: { value: apiPath },
        params: { value: params.value },
        query: { value: query.value },
        headers: { value: headers },
        body: { value: undefined },
        routeOptions: {
          value: { method: 'GET', url: route.options.url, config: route.options.config ?? {} },
        },
        member: { value: member, writable: true },
        viewerPromise: { value: viewerPromise, writable: true },
        sessionPromise: { value: sessionPromise, writable: true },
      }) as FastifyRequest;
      const value = await route.options.handler.call(page.server, request, reply as never);
      const body = reply.body ?? (value === undefined ? '' : route.serialize(value));
      const served = dependenciesServed(request);
      return { status: reply.statusCode, body, ...whatItDependsOn(route, params.value, served, asVisitor) };
    } catch (error) {
      if (error instanceof AppError)
        return {
          status: error.status,
          body: JSON.stringify(appErrorBody(error)),
          ...whatItDependsOn(route, params.value, undefined, asVisitor),
        };
      return null;
    }
  };
}
