import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { OkSchema } from '@haven/shared/common/schemas';
import { type Versioned, withVersion } from '@haven/shared/common/versions';
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { memberOf } from '../auth/access.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import type { AppEvent } from '../realtime/bus.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
/** A params schema naming one row by a single id, e.g. `{ heroId }`. */
type IdParams = z.ZodObject;
type SavedRow = z.ZodType<{ id: string }>;
/** The event every write publishes, with the written row's id added. */
type Announce = Omit<AppEvent, 'id'>;

/** The feature's admin rule from its shared policies (`canManageHeroes`), checked as a request arrives. */
type AdminPolicy = (viewer: PolicyViewer) => boolean;

/** Tells open moderation logs that a write recorded in it happened (after its own event). */
const moderationLogChanged = { topic: REALTIME_TOPICS.moderation, adminOnly: true } as const;

/** Route config of an admin write: whom the feature's admin rule lets in, under the admin-edit write limit. */
export function adminWrite(policy: AdminPolicy) {
  return { access: { role: 'admin', policy }, writeLimit: 'adminEdit' } as const;
}

/** The schemas of one collection's admin writes: the id params, the body and the saved row. */
export type AdminSchemas<Params extends IdParams, Body extends z.ZodType, Saved extends SavedRow> = {
  params: Params;
  body: Body;
  saved: Saved;
};

/** The id the url names, read from the params schema's one key. */
function idOf(request: FastifyRequest, params: IdParams): string {
  const [key = ''] = Object.keys(params.shape);
  return (request.params as Record<string, string>)[key] ?? '';
}

/** Registers an admin write that saves one row, announces its id and answers with it (201 on POST). */
function saveRoute(
  app: ZodApp,
  route: {
    method: 'POST' | 'PUT' | 'PATCH';
    url: string;
    policy: AdminPolicy;
    schema: FastifySchema;
    announce: Announce;
    recorded?: boolean | undefined;
  },
  save: (request: FastifyRequest) => Promise<{ id: string }>,
): void {
  const status = route.method === 'POST' ? 201 : 200;
  app.route({
    method: route.method,
    url: route.url,
    config: adminWrite(route.policy),
    schema: route.schema,
    handler: async (request, reply) => {
      const saved = await save(request);
      await app.bus.publish({ ...route.announce, id: saved.id });
      if (route.recorded) await app.bus.publish(moderationLogChanged);
      return reply.status(status).send(saved);
    },
  });
}

/** An admin write that replaces or patches the row its url names. */
export type AdminSaveRoute<Params extends IdParams, Body extends z.ZodType, Saved extends SavedRow> = {
  method: 'PUT' | 'PATCH';
  url: string;
  policy: AdminPolicy;
  schemas: AdminSchemas<Params, Body, Saved>;
  announce: Announce;
  /** The service records the change in the moderation log (told the admin who made it). */
  recorded?: boolean;
  save: (db: Db, id: string, body: z.infer<Body>, admin: Viewer) => Promise<z.infer<Saved>>;
};

/** Registers an admin PUT or PATCH of one row: saved, announced with its id and answered 200. */
export function adminSaveRoute<Params extends IdParams, Body extends z.ZodType, Saved extends SavedRow>(
  app: ZodApp,
  route: AdminSaveRoute<Params, Body, Saved>,
): void {
  const { params, body, saved } = route.schemas;
  const schema = { tags: ['admin'], params, body, response: { 200: saved } };
  saveRoute(app, { ...route, schema }, (request) =>
    route.save(app.db, idOf(request, params), request.body as z.infer<Body>, memberOf(request)),
  );
}

/** An admin action on the row its url names (delete, mark read), announced with that row's id. */
export type AdminOkRoute = {
  method: 'POST' | 'DELETE';
  url: string;
  policy: AdminPolicy;
  params: IdParams;
  announce: Announce;
  /** The service records the action in the moderation log (told the admin who took it). */
  recorded?: boolean;
  run: (db: Db, id: string, admin: Viewer) => Promise<void>;
};

/** Registers an admin action route that answers `{ ok: true }` once the action is done and announced. */
export function adminOkRoute(app: ZodApp, route: AdminOkRoute): void {
  app.route({
    method: route.method,
    url: route.url,
    config: adminWrite(route.policy),
    schema: { tags: ['admin'], params: route.params, response: { 200: OkSchema } },
    handler: async (request) => {
      const id = idOf(request, route.params);
      await route.run(app.db, id, memberOf(request));
      await app.bus.publish({ ...route.announce, id });
      if (route.recorded) await app.bus.publish(moderationLogChanged);
      return { ok: true as const };
    },
  });
}

/**
 * The service calls behind a collection's admin writes; a create is told which admin made it,
 * an update the version its editor opened (decision 143).
 */
export type AdminService<Body, Saved> = {
  create: (db: Db, body: Body, memberId: string) => Promise<Saved>;
  update: (db: Db, id: string, body: Body & Versioned, admin: Viewer) => Promise<Saved>;
  remove: (db: Db, id: string, admin: Viewer) => Promise<void>;
};

/**
 * One collection's admin writes: create at `url`, replace and delete at `url/:id`. A replace
 * carries the version its editor opened besides the body's fields.
 */
export type AdminCrudRoutes<Params extends IdParams, Body extends z.ZodObject, Saved extends SavedRow> = {
  url: string;
  policy: AdminPolicy;
  schemas: AdminSchemas<Params, Body, Saved>;
  service: AdminService<z.infer<Body>, z.infer<Saved>>;
  announce: Announce;
  /** The delete service records each deletion in the moderation log. */
  recordsRemoval?: boolean;
};

/** Registers a collection's create (201), replace and delete admin routes, each announcing the row's id. */
export function adminCrudRoutes<Params extends IdParams, Body extends z.ZodObject, Saved extends SavedRow>(
  app: ZodApp,
  { url, policy, schemas, service, announce, recordsRemoval }: AdminCrudRoutes<Params, Body, Saved>,
): void {
  const itemUrl = `${url}/:${Object.keys(schemas.params.shape)[0]}`;
  const createSchema = { tags: ['admin'], body: schemas.body, response: { 201: schemas.saved } };
  saveRoute(app, { method: 'POST', url, policy, schema: createSchema, announce }, (request) =>
    service.create(app.db, request.body as z.infer<Body>, memberOf(request).id),
  );
  const replace = { ...schemas, body: withVersion(schemas.body) };
  adminSaveRoute(app, {
    method: 'PUT',
    url: itemUrl,
    policy,
    schemas: replace,
    announce,
    save: (db, id, body, admin) => service.update(db, id, body as z.infer<Body> & Versioned, admin),
  });
  adminOkRoute(app, {
    method: 'DELETE',
    url: itemUrl,
    policy,
    params: schemas.params,
    announce,
    recorded: recordsRemoval ?? false,
    run: service.remove,
  });
}
