import { slugifyName } from '@haven/shared/common/slug';
import { RARITIES } from '@haven/shared/heroes/constants';
import { TIERS, type Tier } from '@haven/shared/tier-list/constants';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { gameModes, heroTiers, tierListChanges } from '../schema/index.ts';
import { HEROES, type HeroSeed } from './content/heroes.ts';
import { GAME_MODE_SEEDS, type GameModeSeed } from './content/tier-list.ts';
import { stableUuid } from './random.ts';
import { daysBefore } from './upsert.ts';

/** A small number from 0 to 2 derived from the key, so each hero and mode varies the same way every run. */
function nudge(key: string): number {
  let hash = 0;
  for (let i = 0; i < key.length; i += 1) hash = (hash * 31 + key.charCodeAt(i)) % 9973;
  return hash % 3;
}

/**
 * A demo hero's tier in a mode: better rarities rank higher, the mode's favoured class one step
 * higher, and a stable nudge of up to one step either way gives variety within a rarity.
 */
export function demoTier(hero: HeroSeed, mode: GameModeSeed): Tier {
  const rarityScore = RARITIES.length - 1 - RARITIES.indexOf(hero.rarity);
  const score =
    rarityScore + (hero.heroClass === mode.favours ? 1 : 0) + nudge(`${hero.name}|${mode.name}`) - 1;
  const index = Math.min(TIERS.length - 1, Math.max(0, TIERS.length - 1 - score));
  return TIERS[index] as Tier;
}

/**
 * Creates the demo game modes that are missing, places every demo hero in each mode the editors
 * have never saved (version 0), and writes each mode's change notes under stable ids. Modes,
 * placements and notes already there are left alone, so admins' renames and saves survive.
 */
export async function seedTierList(
  db: Db,
  now: Date,
  heroIds: ReadonlyMap<string, string>,
): Promise<{ rows: number }> {
  await db
    .insert(gameModes)
    .values(
      GAME_MODE_SEEDS.map((mode, position) => ({
        name: mode.name,
        slug: slugifyName(mode.name),
        description: mode.description,
        position,
      })),
    )
    .onConflictDoNothing();
  const modes = await db
    .select({ id: gameModes.id, slug: gameModes.slug })
    .from(gameModes)
    .where(
      and(
        inArray(
          gameModes.slug,
          GAME_MODE_SEEDS.map((mode) => slugifyName(mode.name)),
        ),
        eq(gameModes.version, 0),
      ),
    );
  const untouched = new Map(modes.map((mode) => [mode.slug, mode.id]));
  const placements: (typeof heroTiers.$inferInsert)[] = [];
  const notes: (typeof tierListChanges.$inferInsert)[] = [];
  for (const mode of GAME_MODE_SEEDS) {
    const modeId = untouched.get(slugifyName(mode.name));
    if (!modeId) continue;
    const next = new Map<Tier, number>();
    for (const hero of HEROES) {
      const heroId = heroIds.get(hero.name);
      if (!heroId) continue;
      const tier = demoTier(hero, mode);
      const position = next.get(tier) ?? 0;
      next.set(tier, position + 1);
      placements.push({ modeId, heroId, tier, position });
    }
    mode.notes.forEach((note, index) => {
      notes.push({
        id: stableUuid(`tier-note:${mode.name}:${index}`),
        modeId,
        note,
        createdAt: daysBefore(now, 75 - index * 35, `${mode.name}${index}`),
      });
    });
  }
  if (placements.length > 0) await db.insert(heroTiers).values(placements).onConflictDoNothing();
  if (notes.length > 0) await db.insert(tierListChanges).values(notes).onConflictDoNothing();
  return { rows: GAME_MODE_SEEDS.length };
}
