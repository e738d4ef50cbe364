import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import { averageRating } from '@haven/shared/heroes/rating';
import type { RatingSummary } from '@haven/shared/heroes/schemas';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { heroes, heroRatings } from '../../db/schema/index.ts';
import { AppError, isForeignKeyViolation } from '../../lib/errors.ts';

/** Average, total, per-star percentages and the viewer's own rating of a hero (by their id, or the rating they just gave). */
export async function getRatingSummary(
  db: DbOrTx,
  heroId: string,
  viewer: string | { rated: number } | null,
): Promise<RatingSummary> {
  const [stars, myRating] = await Promise.all([
    db
      .select({ rating: heroRatings.rating, n: count() })
      .from(heroRatings)
      .where(eq(heroRatings.heroId, heroId))
      .groupBy(heroRatings.rating),
    // A member who has just rated needs no look-up of what they gave.
    typeof viewer === 'string' ? findMyRating(db, heroId, viewer) : Promise.resolve(viewer?.rated ?? null),
  ]);
  const total = stars.reduce((sum, s) => sum + s.n, 0);
  const sum = stars.reduce((acc, s) => acc + s.rating * s.n, 0);
  const distribution: Record<string, number> = {};
  for (let star = 1; star <= 5; star++) {
    const n = stars.find((s) => s.rating === star)?.n ?? 0;
    distribution[String(star)] = total === 0 ? 0 : Math.round((n / total) * 1000) / 10;
  }
  return {
    averageRating: averageRating(sum, total),
    totalRatings: total,
    distribution,
    myRating,
  };
}

/** The viewer's own rating of a hero (one row on the (hero, member) key), or null. */
export async function findMyRating(db: DbOrTx, heroId: string, viewerId: string): Promise<number | null> {
  const [mine] = await db
    .select({ rating: heroRatings.rating })
    .from(heroRatings)
    .where(and(eq(heroRatings.heroId, heroId), eq(heroRatings.userId, viewerId)));
  return mine?.rating ?? null;
}

/**
 * Sets the member's rating of a hero (a second rating replaces the first) and
 * moves the hero's stored sum and count by the difference, in one transaction.
 * Two first ratings at once by one member meet on the unique (hero, member)
 * index: the loser's insert does nothing and it updates the winner's row instead.
 */
export async function rateHero(db: Db, heroId: string, userId: string, rating: number): Promise<void> {
  await db.transaction(async (tx) => {
    const findPrevious = () =>
      tx
        .select({ id: heroRatings.id, rating: heroRatings.rating })
        .from(heroRatings)
        .where(and(eq(heroRatings.heroId, heroId), eq(heroRatings.userId, userId)))
        .for('update');
    let [previous] = await findPrevious();
    if (!previous) {
      const inserted = await tx
        .insert(heroRatings)
        .values({ heroId, userId, rating })
        .onConflictDoNothing({ target: [heroRatings.heroId, heroRatings.userId] })
        .returning({ id: heroRatings.id })
        .catch((error: unknown) => {
          // The hero's existence is the foreign key's to check.
          if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', HERO_MESSAGES.notFound);
          throw error;
        });
      if (inserted.length > 0) {
        await tx
          .update(heroes)
          .set({
            ratingSum: sql`${heroes.ratingSum} + ${rating}`,
            ratingCount: sql`${heroes.ratingCount} + 1`,
          })
          .where(eq(heroes.id, heroId));
        return;
      }
      [previous] = await findPrevious();
      if (!previous) throw new Error('rating vanished during a concurrent write');
    }
    await tx
      .update(heroRatings)
      .set({ rating, updatedAt: new Date() })
      .where(eq(heroRatings.id, previous.id));
    await tx
      .update(heroes)
      .set({ ratingSum: sql`${heroes.ratingSum} + ${rating - previous.rating}` })
      .where(eq(heroes.id, heroId));
  });
}
