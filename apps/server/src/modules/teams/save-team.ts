import type { TeamVisibility } from '@haven/shared/teams/constants';
import { MAX_TEAMS_PER_MEMBER, TEAM_NOTES_MAX_LENGTH } from '@haven/shared/teams/constants';
import { TEAM_MESSAGES } from '@haven/shared/teams/messages';
import { canCopyTeam, canDeleteTeam, canEditTeam, canViewTeam } from '@haven/shared/teams/policies';
import { copiedTeamName, firstFreeSlug, teamSlugBase } from '@haven/shared/teams/rules';
import type { Team, TeamInput } from '@haven/shared/teams/schemas';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { profiles, temporaryTeamHeroes, temporaryTeams } from '../../db/schema/index.ts';
import { AppError, isForeignKeyViolation, isUniqueViolation } from '../../lib/errors.ts';
import { toPlainText } from '../../lib/plain-text.ts';
import { findTeamBySlug } from './find-teams.ts';

/** How many teams the member has, and the slugs already used by base or base-N, in one read of their profile. */
async function roomForTeam(db: DbOrTx, userId: string, base: string) {
  const [row] = await db
    .select({
      owned: sql<number>`(select count(*)::int from ${temporaryTeams} where ${temporaryTeams.userId} = ${userId})`,
      // base holds only a-z, 0-9 and hyphens, so it is safe inside the pattern.
      taken: sql<string[]>`array(select ${temporaryTeams.slug} from ${temporaryTeams}
        where ${temporaryTeams.slug} = ${base} or ${temporaryTeams.slug} ~ ${`^${base}-[0-9]+$`})`,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return { owned: row?.owned ?? 0, taken: new Set(row?.taken ?? []) };
}

/** Notes as stored: plain text with no tag or link, still within the limit once cleaned. */
function plainNotes(typed: string): string {
  const notes = toPlainText(typed);
  if (notes.length > TEAM_NOTES_MAX_LENGTH) {
    throw new AppError('VALIDATION', TEAM_MESSAGES.notesTooLong, { notes: TEAM_MESSAGES.notesTooLong });
  }
  return notes;
}

/**
 * A save naming a hero or a game mode that does not exist (any more) is refused on that field
 * (400); the foreign keys are the check, so the save reads nothing first.
 */
function unknownChoiceOr(error: unknown): unknown {
  if (isForeignKeyViolation(error, 'temporary_team_heroes_hero_id_heroes_id_fk'))
    return new AppError('VALIDATION', TEAM_MESSAGES.unknownHero, { heroIds: TEAM_MESSAGES.unknownHero });
  if (isForeignKeyViolation(error, 'temporary_teams_mode_id_game_modes_id_fk'))
    return new AppError('VALIDATION', TEAM_MESSAGES.unknownMode, { modeId: TEAM_MESSAGES.unknownMode });
  return error;
}

/** What a new team is made of: heroes by position, so a copy keeps the places of the original. */
type NewTeam = {
  name: string;
  heroes: { heroId: string; position: number }[];
  modeId: string | null;
  notes: string;
  visibility: TeamVisibility;
};

/** Attempts before giving up when other members keep taking the slug this one computed. */
const SLUG_ATTEMPTS = 5;

/**
 * Inserts a member's new team with its heroes. The member's profile row is locked for the
 * transaction, so creates racing for the sixth place queue behind each other and the count
 * they check is final. A slug taken meanwhile by another member is recomputed and tried again.
 */
async function insertTeam(db: Db, userId: string, team: NewTeam, failed: string): Promise<Team> {
  const base = teamSlugBase(team.name);
  for (let attempt = 1; ; attempt++) {
    try {
      const slug = await db.transaction(async (tx) => {
        await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
        const room = await roomForTeam(tx, userId, base);
        if (room.owned >= MAX_TEAMS_PER_MEMBER) throw new AppError('CONFLICT', TEAM_MESSAGES.limitReached);
        const slug = firstFreeSlug(base, room.taken);
        const [row] = await tx
          .insert(temporaryTeams)
          .values({
            userId,
            name: team.name,
            slug,
            modeId: team.modeId,
            notes: team.notes,
            visibility: team.visibility,
          })
          .returning({ id: temporaryTeams.id });
        if (!row) throw new AppError('INTERNAL', failed);
        if (team.heroes.length > 0) {
          await tx
            .insert(temporaryTeamHeroes)
            .values(team.heroes.map((h) => ({ teamId: row.id, ...h, teamPlaces: team.heroes.length })));
        }
        return slug;
      });
      const created = await findTeamBySlug(db, slug);
      if (!created) throw new AppError('INTERNAL', failed);
      return created;
    } catch (error) {
      if (isUniqueViolation(error, 'temporary_teams_slug_unique') && attempt < SLUG_ATTEMPTS) continue;
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', failed);
      throw unknownChoiceOr(error);
    }
  }
}

/** Creates a member's team with its five heroes, mode and cleaned notes. */
export async function createTeam(db: Db, userId: string, input: TeamInput): Promise<Team> {
  const team: NewTeam = {
    name: input.name,
    heroes: input.heroIds.map((heroId, i) => ({ heroId, position: i + 1 })),
    modeId: input.modeId,
    notes: plainNotes(input.notes),
    visibility: input.visibility,
  };
  return insertTeam(db, userId, team, TEAM_MESSAGES.createFailed);
}

/**
 * Copies a team into the viewer's own teams (within their limit): the same heroes in the same
 * places, mode, notes and visibility, under the original's name with ' (Copy)' and a slug of its
 * own. Another member's private team is not found.
 */
export async function copyTeam(db: Db, viewer: Viewer, teamId: string): Promise<Team> {
  if (!canCopyTeam(viewer)) throw new AppError('UNAUTHENTICATED', TEAM_MESSAGES.copySignIn);
  const [source] = await db
    .select({
      name: temporaryTeams.name,
      modeId: temporaryTeams.modeId,
      notes: temporaryTeams.notes,
      ownerId: temporaryTeams.userId,
      visibility: temporaryTeams.visibility,
    })
    .from(temporaryTeams)
    .where(eq(temporaryTeams.id, teamId));
  if (!source || !canViewTeam(viewer, source)) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notFound);
  const places = await db
    .select({ heroId: temporaryTeamHeroes.heroId, position: temporaryTeamHeroes.position })
    .from(temporaryTeamHeroes)
    .where(and(eq(temporaryTeamHeroes.teamId, teamId), isNotNull(temporaryTeamHeroes.heroId)))
    .orderBy(asc(temporaryTeamHeroes.position));
  const team: NewTeam = {
    name: copiedTeamName(source.name),
    heroes: places.flatMap((p) => (p.heroId ? [{ heroId: p.heroId, position: p.position }] : [])),
    modeId: source.modeId,
    notes: source.notes,
    visibility: source.visibility,
  };
  return insertTeam(db, viewer.id, team, TEAM_MESSAGES.copyTeamFailed);
}

/**
 * Replaces the name, heroes, mode, notes and visibility of the viewer's own team; the slug stays. The team
 * row is locked so two edits apply one after the other, each whole.
 */
export async function updateTeam(db: Db, viewer: Viewer, teamId: string, input: TeamInput): Promise<Team> {
  const notes = plainNotes(input.notes);
  const slug = await db
    .transaction(async (tx) => {
      const [team] = await tx
        .select({ ownerId: temporaryTeams.userId, slug: temporaryTeams.slug })
        .from(temporaryTeams)
        .where(eq(temporaryTeams.id, teamId))
        .for('update');
      if (!team) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notFound);
      if (!canEditTeam(viewer, team)) throw new AppError('FORBIDDEN', TEAM_MESSAGES.editNotOwner);
      await tx
        .update(temporaryTeams)
        .set({
          name: input.name,
          modeId: input.modeId,
          notes,
          visibility: input.visibility,
          updatedAt: new Date(),
        })
        .where(eq(temporaryTeams.id, teamId));
      await tx.delete(temporaryTeamHeroes).where(eq(temporaryTeamHeroes.teamId, teamId));
      await tx.insert(temporaryTeamHeroes).values(
        input.heroIds.map((heroId, i) => ({
          teamId,
          heroId,
          position: i + 1,
          teamPlaces: input.heroIds.length,
        })),
      );
      return team.slug;
    })
    .catch((error: unknown) => {
      throw unknownChoiceOr(error);
    });
  const updated = await findTeamBySlug(db, slug);
  if (!updated) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notFound);
  return updated;
}

/** Deletes a member's own team; another member's is refused, an unknown one is not found. */
export async function deleteTeam(db: DbOrTx, viewer: Viewer, teamId: string): Promise<void> {
  const [team] = await db
    .select({ ownerId: temporaryTeams.userId })
    .from(temporaryTeams)
    .where(eq(temporaryTeams.id, teamId));
  if (!team) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notFound);
  if (!canDeleteTeam(viewer, team)) throw new AppError('FORBIDDEN', TEAM_MESSAGES.deleteNotOwner);
  await db.delete(temporaryTeams).where(eq(temporaryTeams.id, teamId));
}
