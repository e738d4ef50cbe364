import { MAX_TEAMS_PER_MEMBER } from '@haven/shared/teams/constants';
import { TEAM_MESSAGES } from '@haven/shared/teams/messages';
import { canDeleteTeam } from '@haven/shared/teams/policies';
import { firstFreeSlug, teamSlugBase } from '@haven/shared/teams/rules';
import type { CreateTeamRequest, Team } from '@haven/shared/teams/schemas';
import { count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { heroes, profiles, temporaryTeamHeroes, temporaryTeams } from '../../db/schema/index.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { findTeamBySlug } from './find-teams.ts';

/** Slugs already used by base or base-N. */
async function takenSlugs(db: DbOrTx, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: temporaryTeams.slug })
    .from(temporaryTeams)
    .where(
      or(
        eq(temporaryTeams.slug, base),
        // base holds only a-z, 0-9 and hyphens, so it is safe inside the pattern.
        sql`${temporaryTeams.slug} ~ ${`^${base}-[0-9]+$`}`,
      ),
    );
  return new Set(rows.map((r) => r.slug));
}

/** Attempts before giving up when other members keep taking the slug this one computed. */
const SLUG_ATTEMPTS = 5;

/**
 * Creates a member's team with its five heroes. The member's profile row is locked
 * for the transaction, so creates racing for the sixth place queue behind each other
 * and the count they check is final. A slug taken meanwhile by another member is
 * recomputed and tried again.
 */
export async function createTeam(db: Db, userId: string, input: CreateTeamRequest): Promise<Team> {
  const base = teamSlugBase(input.name);
  for (let attempt = 1; ; attempt++) {
    try {
      const slug = await db.transaction(async (tx) => {
        await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
        const [owned] = await tx
          .select({ n: count() })
          .from(temporaryTeams)
          .where(eq(temporaryTeams.userId, userId));
        if ((owned?.n ?? 0) >= MAX_TEAMS_PER_MEMBER) {
          throw new AppError('CONFLICT', TEAM_MESSAGES.limitReached);
        }
        const found = await tx
          .select({ id: heroes.id })
          .from(heroes)
          .where(inArray(heroes.id, input.heroIds));
        if (found.length !== input.heroIds.length) {
          throw new AppError('VALIDATION', TEAM_MESSAGES.unknownHero, { heroIds: TEAM_MESSAGES.unknownHero });
        }
        const slug = firstFreeSlug(base, await takenSlugs(tx, base));
        const [team] = await tx
          .insert(temporaryTeams)
          .values({ userId, name: input.name, slug })
          .returning({ id: temporaryTeams.id });
        if (!team) throw new AppError('INTERNAL', TEAM_MESSAGES.createFailed);
        await tx
          .insert(temporaryTeamHeroes)
          .values(input.heroIds.map((heroId, i) => ({ teamId: team.id, heroId, position: i + 1 })));
        return slug;
      });
      const team = await findTeamBySlug(db, slug);
      if (!team) throw new AppError('INTERNAL', TEAM_MESSAGES.createFailed);
      return team;
    } catch (error) {
      if (isUniqueViolation(error, 'temporary_teams_slug_unique') && attempt < SLUG_ATTEMPTS) continue;
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', TEAM_MESSAGES.createFailed);
      throw error;
    }
  }
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
