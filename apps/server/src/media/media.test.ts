import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { MAX_UPLOAD_BYTES, MEDIA_MESSAGES } from '@haven/shared/media/rules';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { media, mediaRenditions } from '../db/schema/index.ts';
import { injectAs } from '../test/http.ts';
import { useMemberAndAdmin, useTestApp } from '../test/test-app.ts';
import { IMAGE_TOO_MANY_PIXELS, MAX_INPUT_PIXELS, storeMedia } from './store.ts';

const t = useTestApp();
const { member, admin } = useMemberAndAdmin(t);
/** A small real image with a colour of its own. */
function makeImage(format: 'png' | 'jpeg', rgb: [number, number, number]): Promise<Buffer> {
  const image = sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** A PNG whose header declares `width` x `height` pixels, with almost no image data (a decompression bomb's shape). */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typeAndData));
    return Buffer.concat([length, typeAndData, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file, as a browser sends it. */
function multipart(file: Buffer, filename: string, contentType: string, field = 'image') {
  const boundary = `----haven${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(cookie: string | undefined, file: Buffer, filename = 'hero.png', contentType = 'image/png') {
  const body = multipart(file, filename, contentType);
  return t.app.inject({
    method: 'POST',
    url: '/api/media/images',
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

async function mediaRows(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(media);
  return row?.n ?? 0;
}

describe('POST /api/media/images', () => {
  it('stores an admin’s PNG as WebP at a content-addressed URL served for a year', async () => {
    const png = await makeImage('png', [200, 30, 30]);
    const response = await upload(admin.cookie, png);
    expect(response.statusCode).toBe(201);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();
  });

  it('accepts a JPEG, whatever its file name says', async () => {
    const jpeg = await makeImage('jpeg', [30, 200, 30]);
    const response = await upload(admin.cookie, jpeg, 'photo.bin', 'application/octet-stream');
    expect(response.statusCode).toBe(201);
    expect(response.json().imageUrl).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
  });

  it('gives the same URL, and one stored row, for the same image uploaded twice', async () => {
    const png = await makeImage('png', [30, 30, 200]);
    const first = await upload(admin.cookie, png);
    const rowsAfterFirst = await mediaRows();
    const second = await upload(admin.cookie, png, 'copy.png');
    expect(second.statusCode).toBe(201);
    expect(second.json().imageUrl).toBe(first.json().imageUrl);
    expect(await mediaRows()).toBe(rowsAfterFirst);
  });

  it('refuses a text file named .png (415) and stores nothing', async () => {
    const before = await mediaRows();
    const response = await upload(admin.cookie, Buffer.from('definitely not an image\n'.repeat(20)));
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toEqual({ code: 'UNSUPPORTED_MEDIA', message: MEDIA_MESSAGES.notAnImage });
    expect(await mediaRows()).toBe(before);
  });

  it('refuses a file over 5 MB (413) and stores nothing', async () => {
    const before = await mediaRows();
    const big = Buffer.concat([await makeImage('png', [1, 2, 3]), randomBytes(MAX_UPLOAD_BYTES)]);
    const response = await upload(admin.cookie, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({ code: 'TOO_LARGE', message: MEDIA_MESSAGES.tooLarge });
    expect(await mediaRows()).toBe(before);
  });

  it('refuses an image declaring more than 40 megapixels (413) without decoding it, and stores nothing', async () => {
    const before = await mediaRows();
    const response = await upload(admin.cookie, pngHeaderOnly(8000, 6000));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({ code: 'TOO_LARGE', message: IMAGE_TOO_MANY_PIXELS });
    expect(await mediaRows()).toBe(before);
    expect(MAX_INPUT_PIXELS).toBe(40_000_000);
  });

  it('refuses a request that is not multipart (415)', async () => {
    const response = await injectAs(t.app, admin.cookie, {
      method: 'POST',
      url: '/api/media/images',
      payload: { image: 'data:image/png;base64,AAAA' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(MEDIA_MESSAGES.notAnImage);
  });

  it('asks a visitor to sign in (401) and stores nothing', async () => {
    const before = await mediaRows();
    const response = await upload(undefined, await makeImage('png', [9, 9, 9]));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
    expect(await mediaRows()).toBe(before);
  });

  it('refuses a member who is not an admin (403) and stores nothing', async () => {
    const before = await mediaRows();
    const response = await upload(member.cookie, await makeImage('png', [8, 8, 8]));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
    expect(await mediaRows()).toBe(before);
  });

  it('refuses an upload from another site (403)', async () => {
    const body = multipart(await makeImage('png', [7, 7, 7]), 'x.png', 'image/png');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/media/images',
      headers: { ...body.headers, cookie: admin.cookie, origin: 'https://evil.example' },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /media/:file', () => {
  it('answers 404 for an unknown image', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/media/${'0'.repeat(64)}.webp` });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('answers 404 for a stored image asked for with the wrong extension', async () => {
    const uploaded = await upload(admin.cookie, await makeImage('png', [5, 6, 7]));
    const svgUrl = uploaded.json().imageUrl.replace(/\.webp$/, '.svg');
    expect((await t.app.inject({ method: 'GET', url: svgUrl })).statusCode).toBe(404);
  });

  it('serves stored SVG art as a WebP drawn at one and a half times its size, drawn once and kept', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="64" height="48" fill="#6f52e8"/></svg>',
    );
    const url = await storeMedia(t.db, { bytes: svg, contentType: 'image/svg+xml', width: 64, height: 48 });
    expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toContain('immutable');
    const drawn = await sharp(first.rawPayload).metadata();
    expect([drawn.format, drawn.width, drawn.height]).toEqual(['webp', 96, 72]);
    expect((await t.db.select({ n: count() }).from(mediaRenditions))[0]?.n).toBe(1);
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const source = await t.app.inject({ method: 'GET', url: url.replace(/\.webp$/, '.svg') });
    expect(source.headers['content-type']).toContain('image/svg+xml');
    expect(source.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('refuses a malformed name (400)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/..%2Fetc%2Fpasswd' });
    expect(response.statusCode).toBe(400);
  });
});
