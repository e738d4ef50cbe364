import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compress } from './compression.ts';

const short = 'A short answer. '.repeat(100);
const long = 'A long page, drawn once and served many times. '.repeat(2000);

describe('compressing a kept body', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives what a browser decompresses, in each coding, short or long', async () => {
    for (const body of [short, long]) {
      expect(zlib.brotliDecompressSync(await compress('br', body)).toString()).toBe(body);
      expect(zlib.gunzipSync(await compress('gzip', body)).toString()).toBe(body);
      // Flushed blocks join: closed by an empty last block, they are one deflate stream.
      const blocks = Buffer.concat([
        await compress('deflate-flushed', Buffer.from(body)),
        await compress('deflate-flushed', Buffer.from(body)),
        zlib.deflateRawSync(Buffer.alloc(0)),
      ]);
      expect(zlib.inflateRawSync(blocks).toString()).toBe(body + body);
    }
  });

  it('compresses a short body in place and a long one in the thread pool', async () => {
    const inPlace = vi.spyOn(zlib, 'brotliCompressSync');
    const inPool = vi.spyOn(zlib, 'brotliCompress');
    await compress('br', short);
    expect([inPlace.mock.calls.length, inPool.mock.calls.length]).toEqual([1, 0]);
    await compress('br', long);
    expect([inPlace.mock.calls.length, inPool.mock.calls.length]).toEqual([1, 1]);
  });
});
