import { OUTFIT_MESSAGES } from '@haven/shared/outfits/messages';
import type { OutfitCard, UpdateOutfitRequestSchema } from '@haven/shared/outfits/schemas';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { outfits } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { outfitCardColumns } from './find-outfits.ts';

/**
 * Saves the admin's edit of name, description, category and tags. The slug stays the folder's
 * (outfit-N), so links to the outfit keep working after a rename.
 */
export async function updateOutfit(
  db: DbOrTx,
  outfitId: string,
  input: z.output<typeof UpdateOutfitRequestSchema>,
): Promise<OutfitCard> {
  const [saved] = await db
    .update(outfits)
    .set({
      name: input.name,
      description: input.description,
      category: input.category,
      tags: input.tags,
      updatedAt: sql`now()`,
    })
    .where(eq(outfits.id, outfitId))
    .returning(outfitCardColumns);
  if (!saved) throw new AppError('NOT_FOUND', OUTFIT_MESSAGES.notFound);
  return saved;
}
