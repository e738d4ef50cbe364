import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { ContentLanguageQuerySchema } from '@haven/shared/i18n/translations';
import { MENTION_CARD_TOPICS } from '@haven/shared/mentions/constants';
import { canManageOfficialContent } from '@haven/shared/official-content/policies';
import {
  AdminOfficialContentListSchema,
  OfficialContentIdParamsSchema,
  OfficialContentInputSchema,
  OfficialContentItemParamsSchema,
  OfficialContentListSchema,
  OfficialContentPageSchema,
  OfficialContentSchema,
  OfficialContentTypeParamsSchema,
} from '@haven/shared/official-content/schemas';
import { OfficialContentTranslationFieldsSchema } from '@haven/shared/official-content/translations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { officialContentTranslations } from '../../db/schema/index.ts';
import { adminCrudRoutes } from '../../lib/admin-routes.ts';
import { sanitizeRichHtml } from '../../lib/rich-text.ts';
import { adminTranslationRoutes } from '../../lib/translations.ts';
import { withContentMentions } from '../mentions/find-mention-cards.ts';
import { mentionDictionaryCache } from '../mentions/mention-dictionary.ts';
import {
  assertOfficialContentExists,
  createOfficialContent,
  deleteOfficialContent,
  findAdminOfficialContent,
  findOfficialContent,
  findOfficialContentList,
  updateOfficialContent,
} from './official-content.ts';

const cachedOnNews = { cache: { topics: [REALTIME_TOPICS.news] } };
const onNews = { topic: REALTIME_TOPICS.news };

/** Official news, updates and events: public lists and pages (cached), admin publishing on the news topic. */
export const officialContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const dictionary = mentionDictionaryCache(app.bus);
  app.get(
    '/api/official-content/:type',
    {
      config: cachedOnNews,
      schema: {
        tags: ['official-content'],
        params: OfficialContentTypeParamsSchema,
        querystring: ContentLanguageQuerySchema,
        response: { 200: OfficialContentListSchema },
      },
    },
    async (request) => ({
      items: await findOfficialContentList(app.db, request.params.type, request.query.lang),
    }),
  );

  // A post links the names its text holds, so their changes make it stale too.
  app.get(
    '/api/official-content/:type/:slug',
    {
      config: { cache: { topics: [REALTIME_TOPICS.news, ...MENTION_CARD_TOPICS] } },
      schema: {
        tags: ['official-content'],
        params: OfficialContentItemParamsSchema,
        querystring: ContentLanguageQuerySchema,
        response: { 200: OfficialContentPageSchema },
      },
    },
    async (request) =>
      withContentMentions(
        app.db,
        await dictionary.read(app.db),
        await findOfficialContent(app.db, request.params.type, request.params.slug, request.query.lang),
      ),
  );

  app.get(
    '/api/admin/official-content/:type',
    {
      config: { access: { role: 'admin', policy: canManageOfficialContent } },
      schema: {
        tags: ['admin'],
        params: OfficialContentTypeParamsSchema,
        response: { 200: AdminOfficialContentListSchema },
      },
    },
    async (request) => ({ items: await findAdminOfficialContent(app.db, request.params.type) }),
  );

  const schemas = {
    params: OfficialContentIdParamsSchema,
    body: OfficialContentInputSchema,
    saved: OfficialContentSchema,
  };
  const service = {
    create: createOfficialContent,
    update: updateOfficialContent,
    remove: deleteOfficialContent,
  };
  adminCrudRoutes(app, {
    policy: canManageOfficialContent,
    url: '/api/admin/official-content',
    schemas,
    service,
    announce: onNews,
    recordsRemoval: true,
  });
  // A post's title, description and content in the other languages, each saved from its own version.
  adminTranslationRoutes(app, {
    url: '/api/admin/official-content/:contentId',
    params: OfficialContentIdParamsSchema,
    policy: canManageOfficialContent,
    table: officialContentTranslations,
    fields: OfficialContentTranslationFieldsSchema,
    assertExists: assertOfficialContentExists,
    prepare: (fields) => ({ ...fields, content: sanitizeRichHtml(fields.content) }),
    topics: [REALTIME_TOPICS.news],
  });
};
