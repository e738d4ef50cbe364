import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { favoriteOutfits } from '../../db/schema/index.ts';

/** Removes the member's own favourite outfit; true when there was one. */
export async function removeFavoriteOutfit(db: DbOrTx, userId: string): Promise<boolean> {
  const removed = await db
    .delete(favoriteOutfits)
    .where(eq(favoriteOutfits.userId, userId))
    .returning({ id: favoriteOutfits.id });
  return removed.length > 0;
}
