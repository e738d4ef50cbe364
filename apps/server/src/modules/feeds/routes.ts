import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_REVALIDATE } from '../../lib/cache.ts';
import { ATOM_FEEDS, type AtomFeedName, atomFeed } from './atom-feeds.ts';

/** The Atom feeds of banners, official posts and new redeem codes, at /feeds/{name}.xml. */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const name of Object.keys(ATOM_FEEDS) as AtomFeedName[]) {
    app.get(
      `/feeds/${name}.xml`,
      // An Atom document, not JSON, so it has no response schema.
      { schema: { tags: ['feeds'], querystring: z.object({}).passthrough() } },
      async (_request, reply) => {
        reply.header('cache-control', PUBLIC_REVALIDATE);
        return reply
          .type('application/atom+xml; charset=utf-8')
          .send(await atomFeed(app.db, name, app.config.publicUrl));
      },
    );
  }
};
