import { HomeGuidesSchema, HomeHeroesSchema, HomeNewsSchema, HomeTeamsSchema } from '@haven/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_REVALIDATE } from '../../lib/cache.ts';
import { findHomeGuides, findHomeHeroes, findHomeNews, findHomeTeams } from './home-sections.ts';

const response = <T>(schema: T) => ({ tags: ['home'], response: { 200: schema } });

/** One public read per home section, so each section loads (and fails) on its own. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', PUBLIC_REVALIDATE);
  });
  app.get('/api/home/news', { schema: response(HomeNewsSchema) }, async () => ({
    items: await findHomeNews(app.db),
  }));
  app.get('/api/home/heroes', { schema: response(HomeHeroesSchema) }, async () => ({
    items: await findHomeHeroes(app.db),
  }));
  app.get('/api/home/guides', { schema: response(HomeGuidesSchema) }, async () => ({
    items: await findHomeGuides(app.db),
  }));
  app.get('/api/home/teams', { schema: response(HomeTeamsSchema) }, async () => ({
    items: await findHomeTeams(app.db),
  }));
};
