import { GENERIC_MESSAGES } from '@haven/shared/common/errors';
import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { slugifyName } from '@haven/shared/common/slug';
import { GAME_MODES_MAX } from '@haven/shared/tier-list/constants';
import { TIER_LIST_MESSAGES as M } from '@haven/shared/tier-list/messages';
import { canEditTierList } from '@haven/shared/tier-list/policies';
import type { GameMode, GameModeInputSchema } from '@haven/shared/tier-list/schemas';
import { and, count, eq, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { gameModes } from '../../db/schema/index.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { modeColumns } from './game-mode-columns.ts';

type GameModeInput = z.output<typeof GameModeInputSchema>;

const nameTaken = () => new AppError('CONFLICT', M.modeNameTaken, { name: M.modeNameTaken });

/** Refuses anyone but the tier list's editors. */
export function assertCanEditTierList(viewer: PolicyViewer): void {
  if (!canEditTierList(viewer)) throw new AppError('FORBIDDEN', GENERIC_MESSAGES.adminOnly);
}

/** A mode's slug from its name; a name of symbols only still gets one. */
function modeSlug(name: string): string {
  return slugifyName(name) || 'mode';
}

/** Whether another mode already has this name (in any case) or the slug it makes. */
async function isNameTaken(db: DbOrTx, name: string, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: gameModes.id })
    .from(gameModes)
    .where(
      and(
        or(sql`lower(${gameModes.name}) = ${name.toLowerCase()}`, eq(gameModes.slug, slug)),
        exceptId ? ne(gameModes.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Turns a unique violation from a racing write into the name-taken refusal. */
function rethrowTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw nameTaken();
  throw error;
}

/** Adds a mode, at most GAME_MODES_MAX of them, with a name no other mode has. */
export async function createGameMode(db: Db, viewer: PolicyViewer, input: GameModeInput): Promise<GameMode> {
  assertCanEditTierList(viewer);
  const slug = modeSlug(input.name);
  try {
    return await db.transaction(async (tx) => {
      // Adds queue behind each other here, so the count they check is final.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('game_modes'))`);
      const [existing] = await tx.select({ n: count() }).from(gameModes);
      if ((existing?.n ?? 0) >= GAME_MODES_MAX) throw new AppError('CONFLICT', M.modesTooMany);
      if (await isNameTaken(tx, input.name, slug)) throw nameTaken();
      const [created] = await tx
        .insert(gameModes)
        .values({ name: input.name, slug, description: input.description, position: input.position })
        .returning(modeColumns);
      if (!created) throw new Error('insert returned no row');
      return created;
    });
  } catch (error) {
    rethrowTaken(error);
  }
}

/** Renames a mode or changes its description and position; the slug follows the name. */
export async function updateGameMode(
  db: Db,
  viewer: PolicyViewer,
  modeId: string,
  input: GameModeInput,
): Promise<GameMode> {
  assertCanEditTierList(viewer);
  const slug = modeSlug(input.name);
  if (await isNameTaken(db, input.name, slug, modeId)) throw nameTaken();
  try {
    const [updated] = await db
      .update(gameModes)
      .set({
        name: input.name,
        slug,
        description: input.description,
        position: input.position,
        updatedAt: new Date(),
      })
      .where(eq(gameModes.id, modeId))
      .returning(modeColumns);
    if (!updated) throw new AppError('NOT_FOUND', M.modeNotFound);
    return updated;
  } catch (error) {
    rethrowTaken(error);
  }
}

/** Deletes a mode with its placements and change notes. */
export async function deleteGameMode(db: Db, viewer: PolicyViewer, modeId: string): Promise<void> {
  assertCanEditTierList(viewer);
  const deleted = await db.delete(gameModes).where(eq(gameModes.id, modeId)).returning({ id: gameModes.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', M.modeNotFound);
}
