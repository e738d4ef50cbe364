import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import {
  HomeGuidesSchema,
  HomeHeroesSchema,
  HomeNewsSchema,
  HomeTeamsSchema,
} from '@haven/shared/home/schemas';
import { ContentLanguageQuerySchema } from '@haven/shared/i18n/translations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_REVALIDATE } from '../../lib/cache.ts';
import { findHomeGuides, findHomeHeroes, findHomeNews, findHomeTeams } from './home-sections.ts';

const response = <T>(schema: T) => ({ tags: ['home'], response: { 200: schema } });
/** Home sections are cached until an event about what they show. */
const cachedOn = (...topics: string[]) => ({ cache: { topics } });

/** One public read per home section, so each section loads (and fails) on its own. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', PUBLIC_REVALIDATE);
  });
  app.get(
    '/api/home/news',
    {
      config: cachedOn(REALTIME_TOPICS.news),
      schema: { ...response(HomeNewsSchema), querystring: ContentLanguageQuerySchema },
    },
    async (request) => ({
      items: await findHomeNews(app.db, request.query.lang),
    }),
  );
  app.get(
    '/api/home/heroes',
    {
      config: cachedOn(REALTIME_TOPICS.heroes, REALTIME_TOPICS.heroRatings),
      schema: response(HomeHeroesSchema),
    },
    async () => ({
      items: await findHomeHeroes(app.db),
    }),
  );
  app.get(
    '/api/home/guides',
    { config: cachedOn(REALTIME_TOPICS.guides), schema: response(HomeGuidesSchema) },
    async () => ({
      items: await findHomeGuides(app.db),
    }),
  );
  app.get(
    '/api/home/teams',
    {
      config: cachedOn(REALTIME_TOPICS.teams, REALTIME_TOPICS.heroes, REALTIME_TOPICS.tierList),
      schema: response(HomeTeamsSchema),
    },
    async () => ({
      items: await findHomeTeams(app.db),
    }),
  );
};
