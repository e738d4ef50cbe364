import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { ContentLanguageQuerySchema } from '@haven/shared/i18n/translations';
import { canEditPages } from '@haven/shared/pages/policies';
import {
  PageContentListSchema,
  PageContentSchema,
  PageIdParamsSchema,
  PageSlugParamsSchema,
  PageUpdateRequestSchema,
} from '@haven/shared/pages/schemas';
import { PageTranslationFieldsSchema } from '@haven/shared/pages/translations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageTranslations } from '../../db/schema/index.ts';
import { adminSaveRoute } from '../../lib/admin-routes.ts';
import { sanitizeRichHtml } from '../../lib/rich-text.ts';
import { adminTranslationRoutes } from '../../lib/translations.ts';
import { assertPageExists, findPageBySlug, findPages, updatePage } from './pages.ts';

/** Editable pages: read publicly (cached), edited by admins on the pages topic. */
export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pages/:slug',
    {
      config: { cache: { topics: [REALTIME_TOPICS.pages] } },
      schema: {
        tags: ['pages'],
        params: PageSlugParamsSchema,
        querystring: ContentLanguageQuerySchema,
        response: { 200: PageContentSchema },
      },
    },
    async (request) => findPageBySlug(app.db, request.params.slug, request.query.lang),
  );

  app.get(
    '/api/admin/pages',
    {
      config: { access: { role: 'admin', policy: canEditPages } },
      schema: { tags: ['admin'], response: { 200: PageContentListSchema } },
    },
    async () => ({ items: await findPages(app.db) }),
  );

  const schemas = { params: PageIdParamsSchema, body: PageUpdateRequestSchema, saved: PageContentSchema };
  const url = '/api/admin/pages/:pageId';
  adminSaveRoute(app, {
    policy: canEditPages,
    method: 'PUT',
    url,
    schemas,
    announce: { topic: REALTIME_TOPICS.pages },
    recorded: true,
    save: updatePage,
  });

  // A page's title and content in the other languages, each saved from its own version.
  adminTranslationRoutes(app, {
    url,
    params: PageIdParamsSchema,
    policy: canEditPages,
    table: pageTranslations,
    fields: PageTranslationFieldsSchema,
    assertExists: assertPageExists,
    prepare: (fields) => ({ ...fields, content: sanitizeRichHtml(fields.content) }),
    topics: [REALTIME_TOPICS.pages],
  });
};
