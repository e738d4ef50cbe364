import { GAME_TEAM_MAIN_SLOT, GAME_TEAM_SIZE } from '@haven/shared/game-team/constants';
import { GAME_TEAM_MESSAGES } from '@haven/shared/game-team/messages';
import { canChangeGameTeam } from '@haven/shared/game-team/policies';
import type { GameTeamEntry } from '@haven/shared/game-team/schemas';
import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import { and, asc, eq } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
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

/**
 * The roster entry a member asks to change, locked for the change. Another member's entry is
 * refused (403), an unknown one is 404: a member only ever changes their own Game Team.
 */
async function ownEntry(tx: DbOrTx, viewer: Viewer, entryId: string) {
  const [entry] = await tx
    .select({
      userId: userHeroRoster.userId,
      position: userHeroRoster.position,
      isMain: userHeroRoster.isMain,
    })
    .from(userHeroRoster)
    .where(eq(userHeroRoster.id, entryId))
    .for('update');
  if (!entry) throw new AppError('NOT_FOUND', GAME_TEAM_MESSAGES.notInTeam);
  if (!canChangeGameTeam(viewer, entry.userId))
    throw new AppError('FORBIDDEN', GAME_TEAM_MESSAGES.notYourTeam);
  return entry;
}

/** Removes a hero from the member's own Game Team and returns the team. */
export async function removeFromGameTeam(db: Db, viewer: Viewer, entryId: string): Promise<GameTeamEntry[]> {
  await db.transaction(async (tx) => {
    await ownEntry(tx, viewer, entryId);
    await tx.delete(userHeroRoster).where(eq(userHeroRoster.id, entryId));
  });
  return getGameTeam(db, viewer.id);
}

/**
 * Puts `heroId` in the place of the member's own entry `entryId`, keeping its position and main
 * mark, in one write: the replaced hero must be in their team (404, another's 403), the new one
 * must not (409). The profile row is locked as for an add, so no other change interleaves.
 */
export async function replaceInGameTeam(
  db: Db,
  viewer: Viewer,
  entryId: string,
  heroId: string,
): Promise<GameTeamEntry[]> {
  try {
    await db.transaction(async (tx) => {
      const [hero] = await tx.select({ name: heroes.name }).from(heroes).where(eq(heroes.id, heroId));
      if (!hero) throw new AppError('NOT_FOUND', HERO_MESSAGES.invalidHeroId);
      await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, viewer.id)).for('update');
      await ownEntry(tx, viewer, entryId);
      const [present] = await tx
        .select({ id: userHeroRoster.id })
        .from(userHeroRoster)
        .where(and(eq(userHeroRoster.userId, viewer.id), eq(userHeroRoster.heroId, heroId)));
      if (present) throw new AppError('CONFLICT', GAME_TEAM_MESSAGES.alreadyIn(hero.name));
      await tx.update(userHeroRoster).set({ heroId }).where(eq(userHeroRoster.id, entryId));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', GAME_TEAM_MESSAGES.replaceFailed);
    throw error;
  }
  return getGameTeam(db, viewer.id);
}

/**
 * Makes the hero in slot 4 the member's main hero: the main mark is cleared from every entry
 * first, then set on this one, so the one-main index never sees two.
 */
export async function setMainHero(db: Db, viewer: Viewer, entryId: string): Promise<GameTeamEntry[]> {
  const userId = viewer.id;
  await db.transaction(async (tx) => {
    const entry = await ownEntry(tx, viewer, entryId);
    if (entry.position !== GAME_TEAM_MAIN_SLOT) {
      throw new AppError('CONFLICT', GAME_TEAM_MESSAGES.mainSlotOnly);
    }
    if (entry.isMain) throw new AppError('CONFLICT', GAME_TEAM_MESSAGES.alreadyMain);
    await tx
      .update(userHeroRoster)
      .set({ isMain: false })
      .where(and(eq(userHeroRoster.userId, userId), eq(userHeroRoster.isMain, true)));
    await tx.update(userHeroRoster).set({ isMain: true }).where(eq(userHeroRoster.id, entryId));
  });
  return getGameTeam(db, userId);
}
