import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: hashed assets cached for a year, everything else
 * revalidated, and index.html for every client-side route.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  const hasBuild = distDir !== null && existsSync(path.join(distDir, 'index.html'));
  if (distDir && hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    // API, media and hashed-asset misses are real 404s; any other page path is a client route.
    const isApi = /^\/(api|media|assets)\//.test(request.url);
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
    if (isPageRequest && hasBuild) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    if (isPageRequest) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build`, or use `npm run dev` while developing.');
    }
    return reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url}` } });
  });
}
