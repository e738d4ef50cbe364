import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { QuickSearchQuerySchema, QuickSearchResponseSchema } from '@haven/shared/search/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quickSearch } from './quick-search.ts';

/** The site-wide quick search over heroes, database entries, guides and members. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search',
    {
      // Any change to a hero, an entry, a guide or a member's name can change an answer.
      config: {
        cache: {
          topics: [
            REALTIME_TOPICS.heroes,
            REALTIME_TOPICS.gameDatabase,
            REALTIME_TOPICS.guides,
            REALTIME_TOPICS.profiles,
          ],
        },
      },
      schema: {
        tags: ['search'],
        querystring: QuickSearchQuerySchema,
        response: { 200: QuickSearchResponseSchema },
      },
    },
    async (request) => quickSearch(app.db, request.query.q),
  );
};
