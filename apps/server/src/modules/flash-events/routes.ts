import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ONE_HOUR } from '../../lib/cache.ts';
import { FeedQuerySchema, feedLanguage } from '../../lib/feed-language.ts';
import { findDatedItems } from '../banners/dated-items.ts';
import { flashEventsCalendar } from './calendar.ts';

/** The flash-event schedule, banners and dated official events for calendar apps, in `?lang=`'s language. */
export const flashEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/flash-events.ics',
    // The answer is an iCalendar file, not JSON, so it has no response schema.
    { schema: { tags: ['flash-events'], querystring: FeedQuerySchema } },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_ONE_HOUR);
      reply.header('content-disposition', 'inline; filename="flash-events.ics"');
      const language = feedLanguage(request.query.lang);
      const dated = await findDatedItems(app.db, undefined, language);
      const feed = flashEventsCalendar(dated, app.config.publicUrl, language);
      return reply.type('text/calendar; charset=utf-8').send(feed);
    },
  );
};
