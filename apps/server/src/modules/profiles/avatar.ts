import { AVATAR_SIZE, MAX_AVATAR_BYTES } from '@haven/shared/profiles/edit';
import { PROFILE_MESSAGES } from '@haven/shared/profiles/messages';
import sharp from 'sharp';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { normalizeImage, storeMedia } from '../../media/store.ts';

/**
 * Checks an uploaded avatar (an image of at most 2 MB), crops it to its centred square, scales it
 * to the size avatars are shown at, stores it and returns its URL.
 */
export async function saveAvatar(db: DbOrTx, bytes: Buffer, uploadedBy: string): Promise<string> {
  if (bytes.length > MAX_AVATAR_BYTES) throw new AppError('TOO_LARGE', PROFILE_MESSAGES.avatarTooLarge);
  // Checks the type by content and re-encodes without metadata, as for every upload.
  const image = await normalizeImage(bytes);
  const square = await sharp(image.bytes)
    .resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover', position: 'centre' })
    .webp({ quality: 85 })
    .toBuffer();
  return storeMedia(db, {
    bytes: square,
    contentType: 'image/webp',
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
    uploadedBy,
  });
}
