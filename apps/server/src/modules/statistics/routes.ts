import { STATISTICS_TOPICS } from '@haven/shared/statistics/constants';
import { StatisticsSchema } from '@haven/shared/statistics/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findStatistics } from './find-statistics.ts';

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
