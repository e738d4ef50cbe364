import type { OutfitGender } from '@haven/shared/outfits/constants';
import { OUTFIT_MESSAGES } from '@haven/shared/outfits/messages';
import type { MyFavoriteOutfit, SetFavoriteOutfitRequest } from '@haven/shared/outfits/schemas';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { favoriteOutfits, outfits } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/** The member's favourite outfit with its name and slug, or null when they have none. */
export async function findFavoriteOutfit(db: DbOrTx, userId: string): Promise<MyFavoriteOutfit | null> {
  const [row] = await db
    .select({
      outfitId: favoriteOutfits.outfitId,
      genderPreference: favoriteOutfits.genderPreference,
      createdAt: favoriteOutfits.createdAt,
      name: outfits.name,
      slug: outfits.slug,
    })
    .from(favoriteOutfits)
    .innerJoin(outfits, eq(outfits.id, favoriteOutfits.outfitId))
    .where(eq(favoriteOutfits.userId, userId));
  if (!row) return null;
  return {
    outfitId: row.outfitId,
    genderPreference: row.genderPreference as OutfitGender,
    createdAt: row.createdAt.toISOString(),
    outfit: { name: row.name, slug: row.slug },
  };
}

/**
 * Makes this outfit, in this version, the member's one favourite; a previous favourite is
 * replaced in the same statement, so two quick choices cannot leave two.
 */
export async function setFavoriteOutfit(
  db: DbOrTx,
  userId: string,
  input: SetFavoriteOutfitRequest,
): Promise<MyFavoriteOutfit> {
  const [outfit] = await db.select({ id: outfits.id }).from(outfits).where(eq(outfits.id, input.outfitId));
  if (!outfit) throw new AppError('NOT_FOUND', OUTFIT_MESSAGES.notFound);
  await db
    .insert(favoriteOutfits)
    .values({ userId, outfitId: input.outfitId, genderPreference: input.gender })
    .onConflictDoUpdate({
      target: favoriteOutfits.userId,
      set: { outfitId: input.outfitId, genderPreference: input.gender, createdAt: sql`now()` },
    });
  const saved = await findFavoriteOutfit(db, userId);
  if (!saved) throw new AppError('NOT_FOUND', OUTFIT_MESSAGES.notFound);
  return saved;
}

/** Removes the member's own favourite outfit; true when there was one. */
export async function removeFavoriteOutfit(db: DbOrTx, userId: string): Promise<boolean> {
  const removed = await db
    .delete(favoriteOutfits)
    .where(eq(favoriteOutfits.userId, userId))
    .returning({ id: favoriteOutfits.id });
  return removed.length > 0;
}
