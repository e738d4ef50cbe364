import { GENERIC_MESSAGES } from '@haven/shared/common/errors';
import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { PRIVATE_NO_STORE } from '../lib/cache.ts';
import { AppError } from '../lib/errors.ts';
import { getViewer } from './session.ts';
import type { Viewer } from './viewer.ts';

/**
 * Who may call a route, as its route option `config: { access }`:
 * - `anyone`: open to visitors; every write that is (signing in, signing up, a password reset) says so;
 * - `member`: a signed-in member, else 401 with `message`, so each action says what signing in is for;
 * - `admin`: a member the feature's admin rule from its shared policies lets in (`policy`, e.g.
 *   `canManageHeroes`), so the server and the web decide by the same rule (401 signed out, 403 for
 *   other members).
 * What a member or admin route answers is theirs: `private, no-store` unless the route says otherwise.
 * Whether the member may touch the thing they name (is it theirs?) is the service's check.
 */
export type RouteAccess =
  | { role: 'anyone' }
  | { role: 'member'; message?: string }
  | { role: 'admin'; policy: (viewer: PolicyViewer) => boolean };

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges only with an interface
  interface FastifyContextConfig {
    /** Who may call this route (see RouteAccess); required on every write. */
    access?: RouteAccess;
  }
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges only with an interface
  interface FastifyRequest {
    /** The member the route's access check let in. */
    member?: Viewer;
  }
}

/** A route as registered, with who may call it and the rest of its options. */
export type DeclaredRoute = {
  method: HTTPMethods;
  url: string;
  access: RouteAccess | undefined;
  config: FastifyContextConfig;
};

const WRITE_METHODS = new Set<string>(['POST', 'PUT', 'PATCH', 'DELETE']);

const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Every route registered on `app` and who may call it, in registration order. */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return declared.get(app) ?? [];
}

/**
 * The member the access check let in, for routes that declare `member` or `admin` access.
 * Anywhere else it is a mistake in the route, not the caller's.
 */
export function memberOf(request: FastifyRequest): Viewer {
  if (!request.member) {
    throw new Error(
      `${request.method} ${request.routeOptions.url} reads its member without declaring access`,
    );
  }
  return request.member;
}

/**
 * Applies every route's `config.access` when the request arrives, before its body is read or
 * checked, so a caller who may not use a route learns that (401/403) rather than what was wrong
 * with what they sent, and is not counted against a write limit. A write that declares no access
 * stops the app from starting. Register after the origin check and before the routes.
 */
export function registerRouteAccess(app: FastifyInstance): void {
  const routes: DeclaredRoute[] = [];
  declared.set(app, routes);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    for (const method of [route.method].flat()) {
      if (WRITE_METHODS.has(method) && !access) {
        throw new Error(`${method} ${route.url} declares no access: say who may call it with config.access`);
      }
      routes.push({ method, url: route.url, access, config: route.config ?? {} });
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access || access.role === 'anyone') return;
    request.member = admit(access, await getViewer(request));
    reply.header('cache-control', PRIVATE_NO_STORE);
  });
}

/**
 * The member a member or admin route lets in, or the refusal (401 signed out, 403 for a member
 * the route's policy leaves out). The one rule for requests and the pages' in-process reads.
 */
export function admit(access: Exclude<RouteAccess, { role: 'anyone' }>, viewer: Viewer | null): Viewer {
  if (!viewer) {
    const message = access.role === 'member' ? access.message : undefined;
    throw new AppError('UNAUTHENTICATED', message ?? GENERIC_MESSAGES.signInRequired);
  }
  if (access.role === 'admin' && !access.policy(viewer)) {
    throw new AppError('FORBIDDEN', GENERIC_MESSAGES.adminOnly);
  }
  return viewer;
}
