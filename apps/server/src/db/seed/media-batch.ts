import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { mediaUrl } from '../../media/store.ts';
import type { DbOrTx } from '../client.ts';
import { media } from '../schema/index.ts';

export const SVG_TYPE = 'image/svg+xml';

/** A generated SVG ready to store: the same hash and URL `storeMedia` gives it. */
export type PreparedMedia = { hash: string; url: string; bytes: Buffer; width: number; height: number };

/** Hashes a generated SVG and works out its /media URL without touching the database. */
export function prepareSvg(svg: string, width: number, height: number): PreparedMedia {
  const bytes = Buffer.from(svg, 'utf8');
  const hash = createHash('sha256').update(bytes).digest('hex');
  return { hash, url: mediaUrl(hash, SVG_TYPE), bytes, width, height };
}

const CHUNK = 100;

// Same rows and URLs as `storeMedia` (content-addressed, a second copy is a
// no-op), but in a few statements: one look-up of the hashes already present,
// then multi-row inserts of the missing ones.

/** Stores many generated SVGs in bulk; returns how many were new. */
export async function storeMediaBatch(db: DbOrTx, items: PreparedMedia[]): Promise<number> {
  const unique = [...new Map(items.map((item) => [item.hash, item])).values()];
  if (unique.length === 0) return 0;
  const present = new Set<string>();
  for (let i = 0; i < unique.length; i += 500) {
    const hashes = unique.slice(i, i + 500).map((item) => item.hash);
    const rows = await db.select({ hash: media.hash }).from(media).where(inArray(media.hash, hashes));
    for (const row of rows) present.add(row.hash);
  }
  const missing = unique.filter((item) => !present.has(item.hash));
  for (let i = 0; i < missing.length; i += CHUNK) {
    await db
      .insert(media)
      .values(
        missing.slice(i, i + CHUNK).map((item) => ({
          hash: item.hash,
          contentType: SVG_TYPE,
          bytes: item.bytes,
          byteSize: item.bytes.length,
          width: item.width,
          height: item.height,
        })),
      )
      .onConflictDoNothing({ target: media.hash });
  }
  return missing.length;
}
