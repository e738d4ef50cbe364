import { HealthSchema, PongSchema } from '@haven/shared/common/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../lib/cache.ts';
import { checkHealth } from './health.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      const result = await checkHealth(app.db);
      if (result.ok) return result.health;
      app.log.error({ err: result.error }, 'health check failed');
      return reply.status(503).send(result.health);
    },
  );

  // No database work: the baseline the benchmarks compare other routes against.
  app.get('/api/ping', { schema: { tags: ['health'], response: { 200: PongSchema } } }, async () => ({
    pong: true as const,
  }));
};
