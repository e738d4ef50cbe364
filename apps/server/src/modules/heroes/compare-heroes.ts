import type { ComparedHero, HeroCompareResponse } from '@haven/shared/heroes/compare-schemas';
import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { gameModes, heroes, heroTiers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { findStatRanges } from './find-heroes.ts';
import { findGameModeOptions } from './game-modes.ts';
import { heroCardColumns, toHeroCard } from './hero-card.ts';

/** The heroes with these slugs, their tiers in each mode, ranges and modes in one read each. */
function readComparison(db: DbOrTx, slugs: string[]) {
  return Promise.all([
    db
      .select({
        ...heroCardColumns,
        skills: heroes.skills,
        hp: heroes.hp,
        attack: heroes.attack,
        defense: heroes.defense,
        speed: heroes.speed,
      })
      .from(heroes)
      .where(inArray(heroes.slug, slugs)),
    // Every placement of these heroes with its mode, in one query.
    db
      .select({ slug: heroes.slug, mode: gameModes.slug, tier: heroTiers.tier })
      .from(heroTiers)
      .innerJoin(heroes, eq(heroes.id, heroTiers.heroId))
      .innerJoin(gameModes, eq(gameModes.id, heroTiers.modeId))
      .where(inArray(heroes.slug, slugs)),
    findGameModeOptions(db),
    findStatRanges(db),
  ]);
}

/**
 * Two to four heroes side by side, in the order asked; unknown slugs are left out, and fewer
 * than two found heroes is a 404.
 */
export async function compareHeroes(db: DbOrTx, slugs: string[]): Promise<HeroCompareResponse> {
  const [rows, placements, modes, statRanges] = await readComparison(db, slugs);
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const found = slugs.flatMap((slug) => bySlug.get(slug) ?? []);
  if (found.length < 2) throw new AppError('NOT_FOUND', HERO_MESSAGES.notFound);
  const heroesOut: ComparedHero[] = found.map((row) => ({
    ...toHeroCard(row),
    stats: { hp: row.hp, attack: row.attack, defense: row.defense, speed: row.speed },
    skills: row.skills,
    tiers: Object.fromEntries(placements.filter((p) => p.slug === row.slug).map((p) => [p.mode, p.tier])),
  }));
  return { heroes: heroesOut, statRanges, modes: modes.map(({ slug, name }) => ({ slug, name })) };
}
