import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCrudRoutes } from '../../lib/admin-routes.ts';
import { withContentMentions } from '../mentions/find-mention-cards.ts';
import { mentionDictionaryCache } from '../mentions/mention-dictionary.ts';
import {
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
        response: { 200: OfficialContentListSchema },
      },
    },
    async (request) => ({ items: await findOfficialContentList(app.db, request.params.type) }),
  );

  // A post links the names its text holds, so their changes make it stale too.
  app.get(
    '/api/official-content/:type/:slug',
    {
      config: { cache: { topics: [REALTIME_TOPICS.news, ...MENTION_CARD_TOPICS] } },
      schema: {
        tags: ['official-content'],
        params: OfficialContentItemParamsSchema,
        response: { 200: OfficialContentPageSchema },
      },
    },
    async (request) =>
      withContentMentions(
        app.db,
        await dictionary.read(app.db),
        await findOfficialContent(app.db, request.params.type, request.params.slug),
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
};
