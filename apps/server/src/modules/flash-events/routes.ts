import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ONE_HOUR } from '../../lib/cache.ts';
import { flashEventsCalendar } from './calendar.ts';

/** The flash-event schedule for calendar apps; the schedule page itself needs no call. */
export const flashEventRoutes: FastifyPluginAsyncZod = async (app) => {
  // The schedule is fixed data, so the feed is built once per process.
  const feed = flashEventsCalendar();
  app.get(
    '/api/flash-events.ics',
    // The answer is an iCalendar file, not JSON, so it has no response schema.
    { schema: { tags: ['flash-events'] } },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_ONE_HOUR);
      reply.header('content-disposition', 'inline; filename="flash-events.ics"');
      return reply.type('text/calendar; charset=utf-8').send(feed);
    },
  );
};
