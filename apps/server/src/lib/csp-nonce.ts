import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import zlib from 'node:zlib';
import { compress } from './compression.ts';

const nonces = new WeakMap<IncomingMessage, string>();

/** A fresh script nonce. */
function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * What a stored page carries where its scripts' nonce goes, until a serve puts the request's own
 * there: unguessable, so nothing a member writes can be taken for it.
 */
export const NONCE_PLACEHOLDER = `nonce-slot-${randomBytes(12).toString('hex')}`;

const PLACEHOLDER_ATTRIBUTE = `nonce="${NONCE_PLACEHOLDER}"`;

/**
 * A stored page cut where its scripts' nonce goes, each piece encoded once, and compressed once as
 * raw deflate blocks ending on a byte boundary (a full flush), so a serve joins the pieces around
 * the request's own nonce without encoding or compressing the whole page again.
 */
export type PagePieces = { plain: Buffer[]; deflated: Buffer[] };

export async function splitAtNonce(html: string): Promise<PagePieces> {
  const plain = html.split(PLACEHOLDER_ATTRIBUTE).map((piece) => Buffer.from(piece));
  const deflated = await Promise.all(plain.map((piece) => compress('deflate-flushed', piece)));
  return { plain, deflated };
}

/** The stored page with this nonce on every script that carried the placeholder. */
export function joinWithNonce(pieces: PagePieces, nonce: string): Buffer {
  const attribute = Buffer.from(`nonce="${nonce}"`);
  return Buffer.concat(pieces.plain.flatMap((piece, i) => (i === 0 ? [piece] : [attribute, piece])));
}

/** A gzip header: deflate, no name or time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The deflate stream's last block: empty. */
const LAST_BLOCK = zlib.deflateRawSync(Buffer.alloc(0));

/**
 * Short bytes as a deflate block of their own, stored as they are: after a full flush the stream
 * is on a byte boundary, so the block is a header byte (not the last, stored), the length and its
 * ones' complement, then the bytes.
 */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/**
 * The same page as joinWithNonce, gzip-compressed: the pieces' deflate blocks with the nonce
 * stored between them, closed by a last block and the checksum and length of the whole.
 */
export function gzipWithNonce(pieces: PagePieces, nonce: string): Buffer {
  const attribute = Buffer.from(`nonce="${nonce}"`);
  const nonceBlock = storedBlock(attribute);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  pieces.plain.forEach((piece, i) => {
    if (i > 0) {
      parts.push(nonceBlock);
      crc = zlib.crc32(attribute, crc);
      size += attribute.length;
    }
    parts.push(pieces.deflated[i] as Buffer);
    crc = zlib.crc32(piece, crc);
    size += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(LAST_BLOCK, trailer);
  return Buffer.concat(parts);
}

/** The request's own script nonce: made on first use, the same for the CSP header and the page. */
export function nonceFor(request: IncomingMessage): string {
  let nonce = nonces.get(request);
  if (!nonce) {
    nonce = newNonce();
    nonces.set(request, nonce);
  }
  return nonce;
}
