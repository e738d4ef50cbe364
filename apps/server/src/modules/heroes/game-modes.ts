import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { gameModes } from '../../db/schema/index.ts';

/** A game mode as the collection's Tier sort and the comparison name it. */
export type GameModeOption = { id: string; slug: string; name: string };

/** Every game mode in the admins' order (position, then name). */
export async function findGameModeOptions(db: DbOrTx): Promise<GameModeOption[]> {
  return db
    .select({ id: gameModes.id, slug: gameModes.slug, name: gameModes.name })
    .from(gameModes)
    .orderBy(asc(gameModes.position), asc(gameModes.name));
}

/** The mode with this slug, else the first mode; null when there are no modes. */
export function pickGameMode(modes: GameModeOption[], slug: string | undefined): GameModeOption | null {
  return modes.find((mode) => mode.slug === slug) ?? modes[0] ?? null;
}
