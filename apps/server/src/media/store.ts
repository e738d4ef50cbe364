import { createHash } from 'node:crypto';
import { MAX_UPLOAD_BYTES, MEDIA_MESSAGES } from '@haven/shared/media/rules';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbOrTx } from '../db/client.ts';
import { media, mediaRenditions } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';

const SVG_TYPE = 'image/svg+xml';
const WEBP_TYPE = 'image/webp';
export const TYPE_BY_EXTENSION: Record<string, string> = { webp: WEBP_TYPE, svg: SVG_TYPE };

/**
 * Public address of a stored image. A stored SVG is shown as the WebP drawn from it (its own
 * bytes stay at `.svg`).
 */
export function mediaUrl(hash: string, contentType: string): string {
  return `/media/${hash}.${contentType === WEBP_TYPE || contentType === SVG_TYPE ? 'webp' : 'bin'}`;
}

/** Stores bytes under their SHA-256 (a second copy of the same image is a no-op) and returns the URL. */
export async function storeMedia(
  db: DbOrTx,
  input: { bytes: Buffer; contentType: string; width?: number; height?: number; uploadedBy?: string },
): Promise<string> {
  const hash = createHash('sha256').update(input.bytes).digest('hex');
  await db
    .insert(media)
    .values({
      hash,
      contentType: input.contentType,
      bytes: input.bytes,
      byteSize: input.bytes.length,
      width: input.width,
      height: input.height,
      uploadedBy: input.uploadedBy,
    })
    .onConflictDoNothing({ target: media.hash });
  return mediaUrl(hash, input.contentType);
}

/** Most pixels an upload may have: a portrait or banner needs far fewer (sharp's own default is about 268 million). */
export const MAX_INPUT_PIXELS = 40_000_000;
export const IMAGE_TOO_MANY_PIXELS = 'Image dimensions are too large: at most 40 megapixels';

/**
 * Checks an upload by its content (PNG, JPEG or WebP, whatever its name says),
 * then re-encodes it to WebP without metadata.
 */
export async function normalizeImage(
  bytes: Buffer,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  let metadata: { format?: string; width?: number; height?: number; pages?: number } = {};
  try {
    // Reading the header decodes no pixels, so no limit here: the size is checked below.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    metadata = {};
  }
  const { format } = metadata;
  if (format !== 'png' && format !== 'jpeg' && format !== 'webp') {
    throw new AppError('UNSUPPORTED_MEDIA', MEDIA_MESSAGES.notAnImage);
  }
  // A small file can still declare a huge canvas ("decompression bomb"): refuse it before decoding.
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new AppError('TOO_LARGE', IMAGE_TOO_MANY_PIXELS);
  }
  // Cap the longest side: portraits and banners never need more.
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: 2048, height: 2048, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/** Checks and re-encodes an uploaded image (5 MB at most), stores it and returns its URL. */
export async function saveUploadedImage(db: DbOrTx, bytes: Buffer, uploadedBy: string): Promise<string> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError('TOO_LARGE', MEDIA_MESSAGES.tooLarge);
  const image = await normalizeImage(bytes);
  return storeMedia(db, {
    bytes: image.bytes,
    contentType: 'image/webp',
    width: image.width,
    height: image.height,
    uploadedBy,
  });
}

/** Drawn pictures are 1.5 times their SVG's size, for sharp thumbnails on dense screens, up to this many pixels a side. */
const RENDITION_SCALE = 1.5;
const RENDITION_MAX_SIDE = 1200;

/** The WebP drawn from an SVG at its intrinsic size times the rendition scale. */
async function drawRendition(svg: Buffer, width: number | null, height: number | null): Promise<Buffer> {
  const longest = Math.max(width ?? 0, height ?? 0) || RENDITION_MAX_SIDE;
  const scale = Math.min(RENDITION_SCALE, RENDITION_MAX_SIDE / longest);
  return sharp(svg, { density: 72 * scale, limitInputPixels: MAX_INPUT_PIXELS })
    .webp({ quality: 80 })
    .toBuffer();
}

/** Renditions being drawn, so that pictures asked for at once are drawn once. */
const drawing = new Map<string, Promise<Buffer>>();

async function renditionOf(
  db: DbOrTx,
  hash: string,
  svg: { bytes: Buffer; width: number | null; height: number | null },
): Promise<Buffer> {
  let pending = drawing.get(hash);
  if (!pending) {
    pending = (async () => {
      const bytes = await drawRendition(svg.bytes, svg.width, svg.height);
      await db.insert(mediaRenditions).values({ hash, bytes }).onConflictDoNothing();
      return bytes;
    })().finally(() => drawing.delete(hash));
    drawing.set(hash, pending);
  }
  return pending;
}

/**
 * A stored image by its file name (`<sha256>.<extension>`), or null when there is none of that
 * type: the extension must match what was stored, except that a stored SVG is also served as a
 * WebP drawn from it (drawn once, on the first request, and kept).
 */
export async function findMedia(
  db: DbOrTx,
  hash: string,
  extension: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const [row] = await db
    .select({
      bytes: media.bytes,
      contentType: media.contentType,
      width: media.width,
      height: media.height,
      drawn: mediaRenditions.bytes,
    })
    .from(media)
    .leftJoin(mediaRenditions, eq(mediaRenditions.hash, media.hash))
    .where(eq(media.hash, hash));
  if (!row) return null;
  if (row.contentType === TYPE_BY_EXTENSION[extension])
    return { bytes: row.bytes, contentType: row.contentType };
  if (extension !== 'webp' || row.contentType !== SVG_TYPE) return null;
  return { bytes: row.drawn ?? (await renditionOf(db, hash, row)), contentType: WEBP_TYPE };
}

/** The bytes an image was stored with (an SVG's own, not the WebP drawn from it), or null. */
export async function findMediaSource(db: DbOrTx, hash: string): Promise<Buffer | null> {
  const [row] = await db.select({ bytes: media.bytes }).from(media).where(eq(media.hash, hash));
  return row?.bytes ?? null;
}
