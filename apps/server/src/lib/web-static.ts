import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { documentWithPage } from '@haven/shared/common/page-document';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE, REVALIDATE } from './cache.ts';
import { answerMiss } from './edge-input.ts';
import { pageSecurityPolicy } from './security-headers.ts';
import { type PageServing, serveRenderedPage } from './web-pages.ts';
import { createPageRenderer, serverEntryPath } from './web-render.ts';

/** Paths under which a miss is a real 404, never a page. */
const NOT_A_PAGE = /^\/(api|media|assets)\//;

/**
 * Serves the built web app: hashed assets cached for a year, everything else
 * revalidated, and index.html for every client-side route.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  const hasBuild = distDir !== null && existsSync(path.join(distDir, 'index.html'));
  const indexFile = distDir ? path.join(distDir, 'index.html') : '';
  // Kept in memory and read again only when a new build replaced it.
  let index = { html: '', mtimeMs: -1 };
  const indexHtml = async (): Promise<string> => {
    const { mtimeMs } = await stat(indexFile);
    if (mtimeMs !== index.mtimeMs) index = { html: await readFile(indexFile, 'utf8'), mtimeMs };
    return index.html;
  };
  if (distDir && hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // robots.txt is the server's own (it names the sitemap at the public address); an older
      // build's copy is left alone.
      globIgnore: ['robots.txt'],
      setHeaders(res, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', isHashed ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  const entryFile = distDir && hasBuild ? serverEntryPath(distDir) : null;
  const serving: PageServing | null = entryFile
    ? {
        ...createPageRenderer(app, entryFile),
        document: async (rendered) => documentWithPage(await indexHtml(), rendered),
      }
    : null;

  const pagePolicy = pageSecurityPolicy(app.config.publicUrl);
  /** Answers a page address: rendered on the server, or index.html when it could not be. */
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (serving) {
      // The page's inline scripts run under the request's own nonce.
      pagePolicy(request, reply);
      try {
        return await serveRenderedPage(app, serving, request, reply);
      } catch (error) {
        // The browser renders the page itself when the server could not.
        request.log.error({ err: error }, 'server rendering failed');
      }
    }
    reply.header('cache-control', REVALIDATE);
    return reply.sendFile('index.html');
  };

  // A route, not the not-found handler, so pages pass through every route hook (compression
  // above all: a rendered page is the largest answer the server gives).
  app.get('/*', async (request, reply) => {
    // API, media and hashed-asset misses are real 404s; any other path is a page address.
    if (NOT_A_PAGE.test(request.url)) return answerMiss(request, reply);
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build`, or use `npm run dev` while developing.');
    }
    return servePage(request, reply);
  });

  app.setNotFoundHandler(async (request, reply) => {
    return reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url}` } });
  });
}
