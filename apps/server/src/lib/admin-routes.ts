import { OkSchema } from '@haven/shared/common/schemas';
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type IdParams = z.ZodObject;
type SavedRow = z.ZodType<{ id: string }>;

/** Route config of an admin write: admins only, under the admin-edit write limit. */
export const ADMIN_WRITE = { access: { role: 'admin' }, writeLimit: 'adminEdit' } as const;

/** An admin write that saves one row, announces its id and answers with it (201 when it creates). */
export type AdminSaveRoute<Params extends IdParams, Body extends z.ZodType, Saved extends SavedRow> = {
  method: 'POST' | 'PUT' | 'PATCH';
  url: string;
  params?: Params;
  body: Body;
  saved: Saved;
  announce: (id: string) => Promise<void>;
  save: (params: z.infer<Params>, body: z.infer<Body>, request: FastifyRequest) => Promise<z.infer<Saved>>;
};

/** Registers an admin save route: POST answers 201 with the saved row, PUT and PATCH answer 200. */
export function adminSaveRoute<Params extends IdParams, Body extends z.ZodType, Saved extends SavedRow>(
  app: ZodApp,
  route: AdminSaveRoute<Params, Body, Saved>,
): void {
  const status = route.method === 'POST' ? 201 : 200;
  const schema: FastifySchema = {
    tags: ['admin'],
    ...(route.params && { params: route.params }),
    body: route.body,
    response: { [status]: route.saved },
  };
  app.route({
    method: route.method,
    url: route.url,
    config: ADMIN_WRITE,
    schema,
    handler: async (request, reply) => {
      const params = request.params as z.infer<Params>;
      const saved = await route.save(params, request.body as z.infer<Body>, request);
      await route.announce(saved.id);
      return reply.status(status).send(saved);
    },
  });
}

/** An admin action on the row its url names (delete, mark read), announced with that row's id. */
export type AdminOkRoute<Params extends IdParams> = {
  method: 'POST' | 'DELETE';
  url: string;
  params: Params;
  idParam: keyof z.infer<Params> & string;
  announce: (id: string) => Promise<void>;
  run: (id: string) => Promise<void>;
};

/** Registers an admin action route that answers `{ ok: true }` once the action is done and announced. */
export function adminOkRoute<Params extends IdParams>(app: ZodApp, route: AdminOkRoute<Params>): void {
  app.route({
    method: route.method,
    url: route.url,
    config: ADMIN_WRITE,
    schema: { tags: ['admin'], params: route.params, response: { 200: OkSchema } },
    handler: async (request) => {
      const id = (request.params as Record<string, string>)[route.idParam] as string;
      await route.run(id);
      await route.announce(id);
      return { ok: true as const };
    },
  });
}

/** One collection's admin writes: create at `url`, replace and delete at `url/:idParam`. */
export type AdminCrudRoutes<Params extends IdParams, Body extends z.ZodType, Saved extends SavedRow> = {
  url: string;
  params: Params;
  idParam: keyof z.infer<Params> & string;
  body: Body;
  saved: Saved;
  announce: (id: string) => Promise<void>;
  create: (body: z.infer<Body>, request: FastifyRequest) => Promise<z.infer<Saved>>;
  update: (id: string, body: z.infer<Body>) => Promise<z.infer<Saved>>;
  remove: (id: string) => Promise<void>;
};

/** Registers a collection's create (201), replace and delete admin routes, each announcing the row's id. */
export function adminCrudRoutes<Params extends IdParams, Body extends z.ZodType, Saved extends SavedRow>(
  app: ZodApp,
  crud: AdminCrudRoutes<Params, Body, Saved>,
): void {
  const { url, params, idParam, body, saved, announce } = crud;
  const itemUrl = `${url}/:${idParam}`;
  adminSaveRoute(app, {
    method: 'POST',
    url,
    body,
    saved,
    announce,
    save: (_p, input, r) => crud.create(input, r),
  });
  adminSaveRoute(app, {
    method: 'PUT',
    url: itemUrl,
    params,
    body,
    saved,
    announce,
    save: (values, input) => crud.update(values[idParam] as string, input),
  });
  adminOkRoute(app, { method: 'DELETE', url: itemUrl, params, idParam, announce, run: crud.remove });
}
