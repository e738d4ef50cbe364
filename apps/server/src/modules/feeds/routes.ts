import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_REVALIDATE } from '../../lib/cache.ts';
import { FeedQuerySchema, feedLanguage } from '../../lib/feed-language.ts';
import { ATOM_FEEDS, atomFeed } from './atom-feeds.ts';

/**
 * The Atom feeds of banners, official posts and new redeem codes, at /feeds/{name}.xml, in English
 * or in the language `?lang=` names (a language the site lacks reads as English).
 */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const name of ATOM_FEEDS) {
    app.get(
      `/feeds/${name}.xml`,
      // An Atom document, not JSON, so it has no response schema.
      { schema: { tags: ['feeds'], querystring: FeedQuerySchema } },
      async (request, reply) => {
        reply.header('cache-control', PUBLIC_REVALIDATE);
        return reply
          .type('application/atom+xml; charset=utf-8')
          .send(await atomFeed(app.db, name, app.config.publicUrl, feedLanguage(request.query.lang)));
      },
    );
  }
};
