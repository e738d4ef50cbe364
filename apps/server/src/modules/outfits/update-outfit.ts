import { OUTFIT_MESSAGES } from '@haven/shared/outfits/messages';
import type { AdminOutfit, UpdateOutfitRequestSchema } from '@haven/shared/outfits/schemas';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { outfits } from '../../db/schema/index.ts';
import { atVersion, missingOrStale, nextVersion } from '../../lib/edit-version.ts';
import { withModerationRecord } from '../moderation/record-moderation.ts';
import { outfitCardColumns } from './find-outfits.ts';

/**
 * Saves the admin's edit of name, description, category and tags. The slug stays the folder's
 * (outfit-N), so links to the outfit keep working after a rename. Saved only while the outfit
 * is at the version the editor opened, raising it.
 */
export async function updateOutfit(
  db: Db,
  outfitId: string,
  input: z.output<typeof UpdateOutfitRequestSchema>,
  admin: Viewer,
): Promise<AdminOutfit> {
  return withModerationRecord(db, admin, async (tx) => {
    const [saved] = await tx
      .update(outfits)
      .set({
        name: input.name,
        description: input.description,
        category: input.category,
        tags: input.tags,
        updatedAt: sql`now()`,
        version: nextVersion(outfits),
      })
      .where(atVersion(outfits, outfitId, input.version))
      .returning(outfitCardColumns);
    if (!saved) throw await missingOrStale(tx, outfits, outfitId, input.version, OUTFIT_MESSAGES.notFound);
    const target = { kind: 'outfit', id: outfitId, label: saved.name } as const;
    return { result: saved, entry: { action: 'outfit_edited', target } };
  });
}
