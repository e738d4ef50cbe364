import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language, localisedPath } from '@haven/shared/i18n/languages';
import { escapeUTF8 } from 'entities';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_REVALIDATE } from '../../lib/cache.ts';
import { etagOf, matchesEtag } from '../../lib/read-cache.ts';
import { findSitemapEntries, SITEMAP_KINDS, type SitemapKind } from './find-sitemap-entries.ts';

/** The realtime topics whose events change each sitemap. */
const KIND_TOPICS: Record<SitemapKind, readonly string[]> = {
  pages: [],
  heroes: [REALTIME_TOPICS.heroes],
  guides: [REALTIME_TOPICS.guides],
  outfits: [REALTIME_TOPICS.outfits],
  teams: [REALTIME_TOPICS.teams],
  official: [REALTIME_TOPICS.news],
  database: [REALTIME_TOPICS.gameDatabase],
  banners: [REALTIME_TOPICS.banners],
};

const SitemapParamsSchema = z.object({ kind: z.enum(SITEMAP_KINDS) });

/**
 * What search engines read: robots.txt naming the sitemap index, the index (one sitemap per kind of
 * page) and each kind's sitemap, kept in the read cache until an event of its kind.
 */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const absolute = (path: string) => `${app.config.publicUrl}${path}`;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', PUBLIC_REVALIDATE);
    return reply
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /admin',
          '',
          `Sitemap: ${absolute('/sitemap.xml')}`,
          '',
        ].join('\n'),
      );
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const items = SITEMAP_KINDS.map(
      (kind) => `<sitemap><loc>${escapeUTF8(absolute(`/sitemaps/${kind}.xml`))}</loc></sitemap>`,
    );
    reply.header('cache-control', PUBLIC_REVALIDATE);
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('')}</sitemapindex>\n`,
      );
  });

  app.get(
    '/sitemaps/:kind.xml',
    { schema: { hide: true, params: SitemapParamsSchema } },
    async (request, reply) => {
      const { kind } = request.params;
      const compute = async () => {
        const entries = await findSitemapEntries(app.db, kind);
        // Each page in every language, each naming all its languages (and English as the default).
        const urls = entries.flatMap((entry) => {
          const loc = (language: Language) => escapeUTF8(absolute(localisedPath(entry.path, language)));
          const alternates = [
            ...LANGUAGE_CODES.map(
              (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${loc(language)}"/>`,
            ),
            `<xhtml:link rel="alternate" hreflang="x-default" href="${loc(DEFAULT_LANGUAGE)}"/>`,
          ].join('');
          const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
          return LANGUAGE_CODES.map(
            (language) => `<url><loc>${loc(language)}</loc>${alternates}${lastmod}</url>`,
          );
        });
        const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
        return { body, etag: etagOf(body), value: undefined };
      };
      const answer = app.readCache
        ? await app.readCache.read(`sitemap ${kind}`, KIND_TOPICS[kind], undefined, compute)
        : await compute();
      reply.header('cache-control', PUBLIC_REVALIDATE);
      reply.header('etag', answer.etag);
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      return reply.type('application/xml; charset=utf-8').send(answer.body);
    },
  );
};
