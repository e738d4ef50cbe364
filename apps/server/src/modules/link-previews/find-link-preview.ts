import { outfitNumberOfSlug } from '@haven/shared/outfits/constants';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outfits } from '../../db/schema/index.ts';

/** An outfit as its drawn picture needs it. */
export type OutfitForPreview = { slug: string; name: string; image: string | null };

/**
 * The outfit an address names, read as the outfit page reads it: by folder number, so
 * `outfit_12` (the folder's name) and `outfit-12` (its slug) are the same outfit.
 */
export async function findOutfitForPreview(db: DbOrTx, slug: string): Promise<OutfitForPreview | null> {
  const number = outfitNumberOfSlug(slug);
  if (number === null) return null;
  const [outfit] = await db
    .select({ slug: outfits.slug, name: outfits.name, image: outfits.overallImage })
    .from(outfits)
    .where(eq(outfits.folderNumber, number));
  return outfit ?? null;
}
