import { MEDIA_MESSAGES } from '@haven/shared/media/rules';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';

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
