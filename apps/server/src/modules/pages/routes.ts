import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import {
  PageContentListSchema,
  PageContentSchema,
  PageIdParamsSchema,
  PageSlugParamsSchema,
  PageUpdateRequestSchema,
} from '@haven/shared/pages/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findPageBySlug, findPages, updatePage } from './pages.ts';

/** Editable pages: read publicly (cached), edited by admins on the pages topic. */
export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pages/:slug',
    {
      config: { cache: { topics: [REALTIME_TOPICS.pages] } },
      schema: { tags: ['pages'], params: PageSlugParamsSchema, response: { 200: PageContentSchema } },
    },
    async (request) => findPageBySlug(app.db, request.params.slug),
  );

  app.get(
    '/api/admin/pages',
    {
      config: { access: { role: 'admin' } },
      schema: { tags: ['admin'], response: { 200: PageContentListSchema } },
    },
    async () => ({ items: await findPages(app.db) }),
  );

  app.put(
    '/api/admin/pages/:pageId',
    {
      config: { access: { role: 'admin' }, writeLimit: 'adminEdit' },
      schema: {
        tags: ['admin'],
        params: PageIdParamsSchema,
        body: PageUpdateRequestSchema,
        response: { 200: PageContentSchema },
      },
    },
    async (request) => {
      const page = await updatePage(app.db, request.params.pageId, request.body);
      await app.bus.publish({ topic: REALTIME_TOPICS.pages, id: page.id });
      return page;
    },
  );
};
