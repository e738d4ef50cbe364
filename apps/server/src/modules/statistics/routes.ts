import { REALTIME_TOPICS, StatisticsSchema } from '@haven/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findStatistics } from './find-statistics.ts';

/**
 * Every topic whose writes change a figure on the page: the roster and ratings, comments on
 * heroes and walls, Game Teams, shared teams, new members, guides and database entries.
 */
export const STATISTICS_TOPICS = [
  REALTIME_TOPICS.heroes,
  REALTIME_TOPICS.heroComments,
  REALTIME_TOPICS.gameTeam,
  REALTIME_TOPICS.teams,
  REALTIME_TOPICS.profiles,
  REALTIME_TOPICS.profileComments,
  REALTIME_TOPICS.guides,
  REALTIME_TOPICS.gameDatabase,
] as const;

/** The community statistics page's figures, in one cached public read. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/statistics',
    {
      config: { cache: { topics: STATISTICS_TOPICS } },
      schema: { tags: ['statistics'], response: { 200: StatisticsSchema } },
    },
    async () => findStatistics(app.db),
  );
};
