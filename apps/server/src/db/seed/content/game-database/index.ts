import type { DatabaseCategory } from '@haven/shared/game-database/constants';
import type { DatabaseEntrySeed } from './entry.ts';
import { GEAR } from './gear.ts';
import { GEMS } from './gems.ts';
import { HEIRS } from './heir.ts';
import { ITEMS } from './items.ts';
import { MAPS } from './maps.ts';
import { MOUNTS } from './mounts.ts';
import { NPCS } from './npc.ts';
import { PETS } from './pets.ts';
import { QUESTS } from './quests.ts';
import { RECIPES } from './recipes.ts';
import { RELICS } from './relics.ts';
import { SYSTEMS } from './systems.ts';

export type { DatabaseEntrySeed } from './entry.ts';

/** The demo game database, one list per category. */
export const DATABASE_ENTRY_SEEDS: Record<DatabaseCategory, DatabaseEntrySeed[]> = {
  gear: GEAR,
  relics: RELICS,
  gems: GEMS,
  pets: PETS,
  mounts: MOUNTS,
  maps: MAPS,
  npc: NPCS,
  quests: QUESTS,
  heir: HEIRS,
  recipes: RECIPES,
  items: ITEMS,
  systems: SYSTEMS,
};
