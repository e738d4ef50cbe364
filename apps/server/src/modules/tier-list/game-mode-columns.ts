import { gameModes } from '../../db/schema/index.ts';

/** A game mode's columns as the shared `GameMode` answers them. */
export const modeColumns = {
  id: gameModes.id,
  name: gameModes.name,
  slug: gameModes.slug,
  description: gameModes.description,
  position: gameModes.position,
};
