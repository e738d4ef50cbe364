import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { documentWithPage } from '../../packages/shared/src/common/page-document.ts';
import type { RenderRequest, RenderResult } from './src/entry-server';

/**
 * In development pages are rendered on the server as in production: Vite's dev server loads the
 * server entry with hot reload, the page's API calls go to the API server with the reader's cookie,
 * and the browser hydrates what was drawn. (No CSP in development, so no nonce.)
 */
export function devServerRendering(apiTarget: string): Plugin {
  return {
    name: 'haven-dev-server-rendering',
    apply: 'serve',
    // Vite answers module, asset and public-file requests itself; every other GET is a page.
    config: () => ({ appType: 'custom' }),
    configureServer(server) {
      return () => {
        server.middlewares.use(async (request, response, next) => {
          const url = request.originalUrl ?? '/';
          if (request.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/media/')) return next();
          try {
            const cookie = request.headers.cookie;
            const { render } = (await server.ssrLoadModule('/src/entry-server.tsx')) as {
              render: (page: RenderRequest) => Promise<RenderResult>;
            };
            const result = await render({
              url: `http://${request.headers.host ?? 'localhost'}${url}`,
              headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
              nonce: '',
              siteUrl: `http://${request.headers.host ?? 'localhost'}`,
              api: (apiPath, init) =>
                fetch(`${apiTarget}${apiPath}`, {
                  ...init,
                  headers: {
                    ...(init.headers as Record<string, string> | undefined),
                    accept: 'application/json',
                    ...(cookie ? { cookie } : {}),
                  },
                }),
            });
            if (result.kind === 'redirect') {
              response.writeHead(result.status, { location: result.location }).end();
              return;
            }
            const indexHtml = await readFile(path.join(server.config.root, 'index.html'), 'utf8');
            const html = documentWithPage(await server.transformIndexHtml(url, indexHtml), result);
            response.writeHead(result.status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
          } catch (error) {
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          }
        });
      };
    },
  };
}
