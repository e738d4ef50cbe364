import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import { averageRating } from '@haven/shared/heroes/rating';
import type { HeroCard, RatingSummary } from '@haven/shared/heroes/schemas';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { heroes, heroRatings } from '../../db/schema/index.ts';
import { AppError, isForeignKeyViolation } from '../../lib/errors.ts';
import { cardRating } from './hero-card.ts';

const starCounts = preparedStatement((db) =>
  db
    .select({ rating: heroRatings.rating, n: count() })
    .from(heroRatings)
    .where(eq(heroRatings.heroId, sql.placeholder('heroId')))
    .groupBy(heroRatings.rating),
);

const memberRating = preparedStatement((db) =>
  db
    .select({ rating: heroRatings.rating })
    .from(heroRatings)
    .where(
      and(
        eq(heroRatings.heroId, sql.placeholder('heroId')),
        eq(heroRatings.userId, sql.placeholder('userId')),
      ),
    ),
);

const storedRating = preparedStatement((db) =>
  db
    .select({ ratingSum: heroes.ratingSum, ratingCount: heroes.ratingCount })
    .from(heroes)
    .where(eq(heroes.id, sql.placeholder('heroId'))),
);

/** A hero's average and number of ratings as its card shows them (its stored sum and count), or null. */
export async function findCardRating(
  db: DbOrTx,
  heroId: string,
): Promise<Pick<HeroCard, 'averageRating' | 'totalRatings'> | null> {
  const [row] = await storedRating(db).execute({ heroId });
  return row ? cardRating(row.ratingSum, row.ratingCount) : null;
}

/** The card figures (average and number of ratings) of these heroes, by id. */
export async function findCardRatings(
  db: DbOrTx,
  heroIds: string[],
): Promise<Map<string, Pick<HeroCard, 'averageRating' | 'totalRatings'>>> {
  if (heroIds.length === 0) return new Map();
  const rows = await db
    .select({ id: heroes.id, ratingSum: heroes.ratingSum, ratingCount: heroes.ratingCount })
    .from(heroes)
    .where(inArray(heroes.id, heroIds));
  return new Map(rows.map((row) => [row.id, cardRating(row.ratingSum, row.ratingCount)]));
}

/** Average, total, per-star percentages and the viewer's own rating of a hero (by their id, or the rating they just gave). */
export async function getRatingSummary(
  db: DbOrTx,
  heroId: string,
  viewer: string | { rated: number } | null,
): Promise<RatingSummary> {
  const [stars, myRating] = await Promise.all([
    starCounts(db).execute({ heroId }),
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
  const [mine] = await memberRating(db).execute({ heroId, userId: viewerId });
  return mine?.rating ?? null;
}

/**
 * Sets the member's rating of a hero (a second rating replaces the first) and moves the hero's
 * stored sum and count by what the statement changed, in one statement: a replaced rating is locked
 * and read as it stands before it is changed, so the sum moves by its true difference. The hero's
 * sum and count are locked and read as they stand too, not as the statement's start saw them: the
 * new row is checked (never below zero) before a concurrent change is waited for, so figures from
 * before a concurrent rating would refuse a true result. Two first ratings at once by one member
 * meet on the unique (hero, member) index: the loser's insert does nothing, and it runs again to
 * replace the winner's.
 */
export async function rateHero(db: Db, heroId: string, userId: string, rating: number): Promise<void> {
  const rate = () =>
    db.execute(sql`
      with previous as (
        select id, rating from ${heroRatings}
        where hero_id = ${heroId} and user_id = ${userId}
        for update
      ), replaced as (
        update ${heroRatings} set rating = ${rating}, updated_at = now()
        from previous where ${heroRatings}.id = previous.id
        returning previous.rating as before
      ), added as (
        insert into ${heroRatings} (hero_id, user_id, rating)
        select ${heroId}::uuid, ${userId}, ${rating}::smallint where not exists (select 1 from previous)
        on conflict (hero_id, user_id) do nothing
        returning rating
      ), hero as (
        select id, rating_sum, rating_count from ${heroes}
        where id = ${heroId} and (exists (select 1 from replaced) or exists (select 1 from added))
        for update
      )
      update ${heroes} set
        rating_sum = hero.rating_sum
          + coalesce((select sum(${rating} - before) from replaced), 0)
          + coalesce((select sum(rating) from added), 0),
        rating_count = hero.rating_count + (select count(*) from added)::int
      from hero where ${heroes}.id = hero.id
      returning hero.id`);
  try {
    const rated = (result: unknown) => (result as { rows: unknown[] }).rows.length > 0;
    if (rated(await rate()) || rated(await rate())) return;
  } catch (error) {
    // The hero's existence is the foreign key's to check.
    if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', HERO_MESSAGES.notFound);
    throw error;
  }
  throw new Error('rating vanished during a concurrent write');
}
