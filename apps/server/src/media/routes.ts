import { canUploadMedia } from '@haven/shared/media/policies';
import { MEDIA_MESSAGES } from '@haven/shared/media/rules';
import { MediaFileParamsSchema } from '@haven/shared/media/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMMUTABLE } from '../lib/cache.ts';
import { AppError } from '../lib/errors.ts';
import { findMedia } from './store.ts';
import { imageUploadRoute } from './upload.ts';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await imageUploadRoute(app, {
    url: '/api/media/images',
    access: { role: 'admin', policy: canUploadMedia },
    tags: ['media'],
    description: 'Admin-only image upload (multipart, field "image"); stored as WebP.',
  });

  app.get(
    '/media/:file',
    {
      schema: {
        tags: ['media'],
        params: MediaFileParamsSchema,
      },
    },
    async (request, reply) => {
      const [hash, extension] = request.params.file.split('.') as [string, string];
      const row = await findMedia(app.db, hash, extension);
      if (!row) throw new AppError('NOT_FOUND', MEDIA_MESSAGES.notFound);
      reply.header('cache-control', IMMUTABLE);
      reply.header('etag', `"${hash}"`);
      // Stored SVGs are drawn by our own code; still, never let one run script.
      if (extension === 'svg')
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.type(row.contentType).send(row.bytes);
    },
  );
};
