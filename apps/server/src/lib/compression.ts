import zlib from 'node:zlib';

/**
 * How a kept body is compressed: for a browser's content coding (`br`, `gzip`), or as raw deflate
 * blocks ending on a byte boundary (`deflate-flushed`), to be joined with other such blocks.
 */
export type Compression = 'br' | 'gzip' | 'deflate-flushed';

/**
 * From this length a body is compressed in Node's thread pool, off the thread that serves
 * requests; a shorter one is compressed in place, since handing it over (about 0.2 ms of that
 * thread) would cost more than compressing it there.
 */
const THREAD_POOL_FROM_LENGTH = 32 * 1024;

const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const FULL_FLUSH = { finishFlush: zlib.constants.Z_FULL_FLUSH };

/** The body compressed as asked, in place or in the thread pool by its length. */
export function compress(how: Compression, body: string | Buffer): Promise<Buffer> {
  if (body.length < THREAD_POOL_FROM_LENGTH) {
    try {
      if (how === 'br') return Promise.resolve(zlib.brotliCompressSync(body, BROTLI));
      if (how === 'gzip') return Promise.resolve(zlib.gzipSync(body));
      return Promise.resolve(zlib.deflateRawSync(body, FULL_FLUSH));
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, bytes: Buffer) => (error ? reject(error) : resolve(bytes));
    if (how === 'br') zlib.brotliCompress(body, BROTLI, done);
    else if (how === 'gzip') zlib.gzip(body, done);
    else zlib.deflateRaw(body, FULL_FLUSH, done);
  });
}
