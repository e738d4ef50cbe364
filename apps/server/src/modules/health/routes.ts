import { HealthSchema } from '@haven/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const started = performance.now();
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'up' as const, latencyMs: performance.now() - started };
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        return reply
          .status(503)
          .send({ status: 'error', database: 'down', latencyMs: performance.now() - started });
      }
    },
  );

  // No database work: the baseline the benchmarks compare other routes against.
  app.get(
    '/api/ping',
    { schema: { tags: ['health'], response: { 200: z.object({ pong: z.literal(true) }) } } },
    async () => ({ pong: true as const }),
  );
};
