import { MAX_UPLOAD_BYTES, MEDIA_MESSAGES } from '@haven/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/session.ts';
import { media } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { normalizeImage, storeMedia, TYPE_BY_EXTENSION } from './store.ts';

const UploadResponseSchema = z.object({ imageUrl: z.string() });

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/media/images',
    {
      config: { writeLimit: 'upload' },
      schema: {
        tags: ['media'],
        description: 'Admin-only image upload (multipart, field "image"); stored as WebP.',
        consumes: ['multipart/form-data'],
        response: { 201: UploadResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireAdmin(request);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', MEDIA_MESSAGES.notAnImage);
      const file = await request.file();
      if (!file) throw new AppError('VALIDATION', MEDIA_MESSAGES.notAnImage);
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('TOO_LARGE', MEDIA_MESSAGES.tooLarge);
        }
        throw error;
      }
      if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError('TOO_LARGE', MEDIA_MESSAGES.tooLarge);
      const image = await normalizeImage(bytes);
      const imageUrl = await storeMedia(app.db, {
        bytes: image.bytes,
        contentType: 'image/webp',
        width: image.width,
        height: image.height,
        uploadedBy: viewer.id,
      });
      return reply.status(201).send({ imageUrl });
    },
  );

  app.get(
    '/media/:file',
    {
      schema: {
        tags: ['media'],
        params: z.object({ file: z.string().regex(/^[0-9a-f]{64}\.(webp|svg)$/) }),
      },
    },
    async (request, reply) => {
      const [hash, extension] = request.params.file.split('.') as [string, string];
      const [row] = await app.db
        .select({ bytes: media.bytes, contentType: media.contentType })
        .from(media)
        .where(eq(media.hash, hash));
      if (!row || row.contentType !== TYPE_BY_EXTENSION[extension]) {
        throw new AppError('NOT_FOUND', 'Image not found');
      }
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('etag', `"${hash}"`);
      // Stored SVGs are drawn by our own code; still, never let one run script.
      if (extension === 'svg')
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.type(row.contentType).send(row.bytes);
    },
  );
};
