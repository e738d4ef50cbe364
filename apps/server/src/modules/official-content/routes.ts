import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
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
import { adminCrudRoutes } from '../../lib/admin-routes.ts';
import {
  createOfficialContent,
  deleteOfficialContent,
  findAdminOfficialContent,
  findOfficialContent,
  findOfficialContentList,
  updateOfficialContent,
} from './official-content.ts';

const cachedOnNews = { cache: { topics: [REALTIME_TOPICS.news] } };

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

  adminCrudRoutes(app, {
    url: '/api/admin/official-content',
    params: OfficialContentIdParamsSchema,
    idParam: 'contentId',
    body: OfficialContentInputSchema,
    saved: OfficialContentSchema,
    announce,
    create: (body) => createOfficialContent(app.db, body),
    update: (id, body) => updateOfficialContent(app.db, id, body),
    remove: (id) => deleteOfficialContent(app.db, id),
  });
};
