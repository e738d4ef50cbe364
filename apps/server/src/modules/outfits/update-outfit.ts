import { OUTFIT_MESSAGES } from '@haven/shared/outfits/messages';
import type { OutfitCard, UpdateOutfitRequestSchema } from '@haven/shared/outfits/schemas';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { outfits } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { withModerationRecord } from '../moderation/record-moderation.ts';
import { outfitCardColumns } from './find-outfits.ts';

/**
 * Saves the admin's edit of name, description, category and tags. The slug stays the folder's
 * (outfit-N), so links to the outfit keep working after a rename.
 */
export async function updateOutfit(
  db: Db,
  outfitId: string,
  input: z.output<typeof UpdateOutfitRequestSchema>,
  admin: Viewer,
): Promise<OutfitCard> {
  return withModerationRecord(db, admin, async (tx) => {
    const [saved] = await tx
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
    const target = { kind: 'outfit', id: outfitId, label: saved.name } as const;
    return { result: saved, entry: { action: 'outfit_edited', target } };
  });
}
