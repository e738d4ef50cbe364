import { GAME_TEAM_MESSAGES, GAME_TEAM_SIZE, type GameTeamEntry, HERO_MESSAGES } from '@haven/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { heroes, profiles, userHeroRoster } from '../../db/schema/index.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';

/** A member's Game Team, by position. */
export async function getGameTeam(db: DbOrTx, userId: string): Promise<GameTeamEntry[]> {
  const rows = await db
    .select({
      id: userHeroRoster.id,
      position: userHeroRoster.position,
      isMain: userHeroRoster.isMain,
      heroId: heroes.id,
      name: heroes.name,
      slug: heroes.slug,
      rarity: heroes.rarity,
      imageUrl: heroes.imageUrl,
    })
    .from(userHeroRoster)
    .innerJoin(heroes, eq(heroes.id, userHeroRoster.heroId))
    .where(eq(userHeroRoster.userId, userId))
    .orderBy(asc(userHeroRoster.position));
  return rows.map((r) => ({
    id: r.id,
    position: r.position,
    isMain: r.isMain,
    hero: { id: r.heroId, name: r.name, slug: r.slug, rarity: r.rarity, imageUrl: r.imageUrl },
  }));
}

/**
 * Adds a hero at a free position; the first hero added becomes main. The
 * member's profile row is locked so two adds at once cannot overfill the team;
 * the unique indexes hold the same rules in the database.
 */
export async function addToGameTeam(
  db: Db,
  userId: string,
  heroId: string,
  position: number,
): Promise<GameTeamEntry[]> {
  try {
    await db.transaction(async (tx) => {
      const [hero] = await tx.select({ name: heroes.name }).from(heroes).where(eq(heroes.id, heroId));
      if (!hero) throw new AppError('NOT_FOUND', HERO_MESSAGES.invalidHeroId);
      await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
      const entries = await tx
        .select({ heroId: userHeroRoster.heroId, position: userHeroRoster.position })
        .from(userHeroRoster)
        .where(eq(userHeroRoster.userId, userId));
      if (entries.some((e) => e.heroId === heroId)) {
        throw new AppError('CONFLICT', GAME_TEAM_MESSAGES.alreadyIn(hero.name));
      }
      if (entries.length >= GAME_TEAM_SIZE) throw new AppError('CONFLICT', GAME_TEAM_MESSAGES.full);
      if (entries.some((e) => e.position === position)) {
        throw new AppError('CONFLICT', GAME_TEAM_MESSAGES.positionTaken, {
          position: GAME_TEAM_MESSAGES.positionTaken,
        });
      }
      await tx.insert(userHeroRoster).values({ userId, heroId, position, isMain: entries.length === 0 });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', GAME_TEAM_MESSAGES.addFailed);
    throw error;
  }
  return getGameTeam(db, userId);
}
