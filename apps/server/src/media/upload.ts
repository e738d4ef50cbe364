import fastifyMultipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, MEDIA_MESSAGES } from '@haven/shared/media/rules';
import { UploadImageResponseSchema } from '@haven/shared/media/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf, type RouteAccess } from '../auth/access.ts';
import { AppError } from '../lib/errors.ts';
import { saveUploadedImage } from './store.ts';

/**
 * Reads the one file part of a multipart upload into memory. A request that is not multipart is
 * refused 415 and one without a file 400 (both "not an image"); a file past the multipart size limit
 * is refused 413 with `tooLargeMessage`. What the bytes are is the store's check.
 */
export async function readImageUpload(
  request: FastifyRequest,
  tooLargeMessage: string = MEDIA_MESSAGES.tooLarge,
): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', MEDIA_MESSAGES.notAnImage);
  const file = await request.file();
  if (!file) throw new AppError('VALIDATION', MEDIA_MESSAGES.notAnImage);
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('TOO_LARGE', tooLargeMessage);
    }
    throw error;
  }
}

type RouteScope = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Registers routes that read a multipart upload in a scope of their own that parses multipart
 * bodies (one file, MAX_UPLOAD_BYTES): its hooks then run for these routes alone, not for every
 * request. A multipart body sent anywhere else is refused 415 like any unknown media type.
 */
export async function registerUploadRoutes(app: RouteScope, register: (uploads: RouteScope) => void) {
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 },
    });
    register(uploads);
  });
}

/** An image upload route: who may upload, under which write limit, and how the API docs describe it. */
export type ImageUploadRoute = {
  url: string;
  access: RouteAccess;
  tags: string[];
  description: string;
};

/**
 * Registers an upload route for one multipart image (field "image"): the signed-in uploader's
 * file is stored as WebP and answered 201 with its URL, under the upload write limit.
 */
export async function imageUploadRoute(app: RouteScope, route: ImageUploadRoute): Promise<void> {
  await registerUploadRoutes(app, (uploads) =>
    uploads.route({
      method: 'POST',
      url: route.url,
      config: { access: route.access, writeLimit: 'upload' },
      schema: {
        tags: route.tags,
        description: route.description,
        consumes: ['multipart/form-data'],
        response: { 201: UploadImageResponseSchema },
      },
      handler: async (request, reply) => {
        const viewer = memberOf(request);
        const bytes = await readImageUpload(request);
        const imageUrl = await saveUploadedImage(app.db, bytes, viewer.id);
        return reply.status(201).send({ imageUrl });
      },
    }),
  );
}
