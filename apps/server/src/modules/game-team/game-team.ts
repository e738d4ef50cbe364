import { GAME_TEAM_MAIN_SLOT, GAME_TEAM_SIZE } from '@haven/shared/game-team/constants';
import { GAME_TEAM_MESSAGES } from '@haven/shared/game-team/messages';
import { canChangeGameTeam } from '@haven/shared/game-team/policies';
import type { GameTeamEntry } from '@haven/shared/game-team/schemas';
import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { heroes, userHeroRoster } from '../../db/schema/index.ts';
import { AppError, isForeignKeyViolation, isUniqueViolation } from '../../lib/errors.ts';

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

const ROSTER_HERO_FK = 'user_hero_roster_hero_id_heroes_id_fk';
const ONE_MAIN_INDEX = 'user_hero_roster_one_main_uq';

/**
 * Adds a hero at a free position; the first hero added becomes main. The write is one insert: the
 * unique indexes (one entry per hero, per position and one main) and the positions' range keep the
 * team's rules, the hero's foreign key its existence. Only a refused insert reads the team, to say
 * why. Two first adds at once both take the main mark; the index lets one keep it and the other
 * runs again as a later add.
 */
export async function addToGameTeam(
  db: Db,
  userId: string,
  heroId: string,
  position: number,
): Promise<GameTeamEntry[]> {
  const insert = () =>
    db.insert(userHeroRoster).values({
      userId,
      heroId,
      position,
      isMain: sql`not exists (select 1 from ${userHeroRoster} where ${userHeroRoster.userId} = ${userId})`,
    });
  try {
    await insert().catch((error: unknown) => {
      if (isUniqueViolation(error, ONE_MAIN_INDEX)) return insert();
      throw error;
    });
  } catch (error) {
    if (isForeignKeyViolation(error, ROSTER_HERO_FK))
      throw new AppError('NOT_FOUND', HERO_MESSAGES.invalidHeroId);
    if (isUniqueViolation(error)) throw await whyNotAdded(db, userId, heroId, position);
    throw error;
  }
  return getGameTeam(db, userId);
}

/** The hero's name (null when it does not exist) and whether the member's team holds it. */
async function heroFor(db: DbOrTx, userId: string, heroId: string) {
  const [hero] = await db
    .select({
      name: heroes.name,
      inTeam: sql<boolean>`exists (select 1 from ${userHeroRoster} where ${userHeroRoster.userId} = ${userId} and ${userHeroRoster.heroId} = ${heroId})`,
    })
    .from(heroes)
    .where(eq(heroes.id, heroId));
  return hero ?? null;
}

/** Why an add was refused, in the order a member is told: the hero, a repeat, a full team, the place. */
async function whyNotAdded(db: DbOrTx, userId: string, heroId: string, position: number): Promise<AppError> {
  const [hero, entries] = await Promise.all([
    heroFor(db, userId, heroId),
    db
      .select({ position: userHeroRoster.position })
      .from(userHeroRoster)
      .where(eq(userHeroRoster.userId, userId)),
  ]);
  if (!hero) return new AppError('NOT_FOUND', HERO_MESSAGES.invalidHeroId);
  if (hero.inTeam) return new AppError('CONFLICT', GAME_TEAM_MESSAGES.alreadyIn(hero.name));
  if (entries.length >= GAME_TEAM_SIZE) return new AppError('CONFLICT', GAME_TEAM_MESSAGES.full);
  if (entries.some((e) => e.position === position)) {
    return new AppError('CONFLICT', GAME_TEAM_MESSAGES.positionTaken, {
      position: GAME_TEAM_MESSAGES.positionTaken,
    });
  }
  return new AppError('CONFLICT', GAME_TEAM_MESSAGES.addFailed);
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
 * mark, in one update of their own entry; the unique index refuses a hero already in the team and
 * the foreign key one that does not exist. Only a refused update reads, to say why: an unknown
 * hero, an unknown entry (404), another member's (403), a hero already in the team (409).
 */
export async function replaceInGameTeam(
  db: Db,
  viewer: Viewer,
  entryId: string,
  heroId: string,
): Promise<GameTeamEntry[]> {
  let replaced: { id: string }[];
  try {
    replaced = await db
      .update(userHeroRoster)
      .set({ heroId })
      .where(
        and(
          eq(userHeroRoster.id, entryId),
          eq(userHeroRoster.userId, viewer.id),
          ne(userHeroRoster.heroId, heroId),
        ),
      )
      .returning({ id: userHeroRoster.id });
  } catch (error) {
    if (isForeignKeyViolation(error, ROSTER_HERO_FK))
      throw new AppError('NOT_FOUND', HERO_MESSAGES.invalidHeroId);
    if (isUniqueViolation(error)) throw await whyNotReplaced(db, viewer, entryId, heroId);
    throw error;
  }
  if (replaced.length === 0) throw await whyNotReplaced(db, viewer, entryId, heroId);
  return getGameTeam(db, viewer.id);
}

async function whyNotReplaced(
  db: DbOrTx,
  viewer: Viewer,
  entryId: string,
  heroId: string,
): Promise<AppError> {
  const [hero, [entry]] = await Promise.all([
    heroFor(db, viewer.id, heroId),
    db.select({ userId: userHeroRoster.userId }).from(userHeroRoster).where(eq(userHeroRoster.id, entryId)),
  ]);
  if (!hero) return new AppError('NOT_FOUND', HERO_MESSAGES.invalidHeroId);
  if (!entry) return new AppError('NOT_FOUND', GAME_TEAM_MESSAGES.notInTeam);
  if (!canChangeGameTeam(viewer, entry.userId))
    return new AppError('FORBIDDEN', GAME_TEAM_MESSAGES.notYourTeam);
  if (hero.inTeam) return new AppError('CONFLICT', GAME_TEAM_MESSAGES.alreadyIn(hero.name));
  return new AppError('CONFLICT', GAME_TEAM_MESSAGES.replaceFailed);
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
