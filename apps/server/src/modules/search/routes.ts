import { QUICK_SEARCH_TOPICS } from '@haven/shared/search/constants';
import { QuickSearchQuerySchema, QuickSearchResponseSchema } from '@haven/shared/search/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quickSearch } from './quick-search.ts';

/** The site-wide quick search over heroes, database entries, guides, members, news, codes, outfits and teams. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search',
    {
      // Any change to what a group lists can change an answer (the codes topic also fires at UTC midnight, when codes lapse).
      config: { cache: { topics: [...QUICK_SEARCH_TOPICS] } },
      schema: {
        tags: ['search'],
        querystring: QuickSearchQuerySchema,
        response: { 200: QuickSearchResponseSchema },
      },
    },
    async (request) => quickSearch(app.db, request.query.q, request.query.lang),
  );
};
