import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { OkSchema } from '@haven/shared/common/schemas';
import {
  AdminOfficialContentListSchema,
  OfficialContentIdParamsSchema,
  OfficialContentInputSchema,
  OfficialContentItemParamsSchema,
  OfficialContentListSchema,
  OfficialContentSchema,
  OfficialContentTypeParamsSchema,
} from '@haven/shared/official-content/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOfficialContent,
  deleteOfficialContent,
  findAdminOfficialContent,
  findOfficialContent,
  findOfficialContentList,
  updateOfficialContent,
} from './official-content.ts';

const cachedOnNews = { cache: { topics: [REALTIME_TOPICS.news] } };
const adminWrite = { access: { role: 'admin' }, writeLimit: 'adminEdit' } as const;

/** Official news, updates and events: public lists and pages (cached), admin publishing on the news topic. */
export const officialContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const announce = (id: string) => app.bus.publish({ topic: REALTIME_TOPICS.news, id });

  app.get(
    '/api/official-content/:type',
    {
      config: cachedOnNews,
      schema: {
        tags: ['official-content'],
        params: OfficialContentTypeParamsSchema,
        response: { 200: OfficialContentListSchema },
      },
    },
    async (request) => ({ items: await findOfficialContentList(app.db, request.params.type) }),
  );

  app.get(
    '/api/official-content/:type/:slug',
    {
      config: cachedOnNews,
      schema: {
        tags: ['official-content'],
        params: OfficialContentItemParamsSchema,
        response: { 200: OfficialContentSchema },
      },
    },
    async (request) => findOfficialContent(app.db, request.params.type, request.params.slug),
  );

  app.get(
    '/api/admin/official-content/:type',
    {
      config: { access: { role: 'admin' } },
      schema: {
        tags: ['admin'],
        params: OfficialContentTypeParamsSchema,
        response: { 200: AdminOfficialContentListSchema },
      },
    },
    async (request) => ({ items: await findAdminOfficialContent(app.db, request.params.type) }),
  );

  app.post(
    '/api/admin/official-content',
    {
      config: adminWrite,
      schema: { tags: ['admin'], body: OfficialContentInputSchema, response: { 201: OfficialContentSchema } },
    },
    async (request, reply) => {
      const created = await createOfficialContent(app.db, request.body);
      await announce(created.id);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/admin/official-content/:contentId',
    {
      config: adminWrite,
      schema: {
        tags: ['admin'],
        params: OfficialContentIdParamsSchema,
        body: OfficialContentInputSchema,
        response: { 200: OfficialContentSchema },
      },
    },
    async (request) => {
      const updated = await updateOfficialContent(app.db, request.params.contentId, request.body);
      await announce(updated.id);
      return updated;
    },
  );

  app.delete(
    '/api/admin/official-content/:contentId',
    {
      config: adminWrite,
      schema: { tags: ['admin'], params: OfficialContentIdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await deleteOfficialContent(app.db, request.params.contentId);
      await announce(request.params.contentId);
      return { ok: true as const };
    },
  );
};
