import { slugifyName } from '@haven/shared/common/slug';
import {
  BUILD_CATEGORIES,
  BUILD_ENTRY_NOTE_MAX_LENGTH,
  type BuildCategory,
  HERO_STATS,
  type HeroStat,
} from '@haven/shared/heroes/constants';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { databaseEntries, heroBuildEntries, heroes, heroTeammates } from '../schema/index.ts';
import { DATABASE_ENTRY_SEEDS } from './content/game-database/index.ts';
import {
  BUILD_NOTES,
  CLASS_BASE_STATS,
  RARITY_STAT_FACTOR,
  ROLE_BUILD_TAGS,
  ROLE_NOTE_LEAD,
  ROLE_STAT_LEAN,
} from './content/hero-builds.ts';
import { HEROES, type HeroSeed } from './content/heroes.ts';
import { createRng, hashString } from './random.ts';

/** A hero's base stats from its class and rarity, leaned by its roles and spread a little by its name. */
export function demoHeroStats(hero: HeroSeed): Record<HeroStat, number> {
  const rng = createRng(`stats:${hero.name}`);
  const factor = RARITY_STAT_FACTOR[hero.rarity];
  const stats = {} as Record<HeroStat, number>;
  for (const stat of HERO_STATS) {
    const lean = hero.roles.reduce((sum, role) => sum + (ROLE_STAT_LEAN[role][stat] ?? 0), 0);
    const scale = stat === 'speed' ? 1 + (factor - 1) / 3 : factor;
    const value = CLASS_BASE_STATS[hero.heroClass][stat] * scale * (1 + lean / 100) * rng.range(0.94, 1.06);
    stats[stat] = Math.round(stat === 'speed' ? value : value / 10) * (stat === 'speed' ? 1 : 10);
  }
  return stats;
}

type DemoBuildItem = { category: BuildCategory; slug: string; note: string };

/** Cuts a note to the longest whole-word text that fits. */
function fitNote(text: string): string {
  if (text.length <= BUILD_ENTRY_NOTE_MAX_LENGTH) return text;
  const cut = text.slice(0, BUILD_ENTRY_NOTE_MAX_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:]$/, '')}…`;
}

/** The entry's headline effect: its passive or effect line, else its first stat. */
function effectOf(attributes: [string, string][]): string {
  const effect = attributes.find(([label]) => label === 'Passive' || label === 'Effect');
  const stat = attributes.find(([label]) => label !== 'Slot' && label !== 'Drops from');
  const [label, value] = effect ?? stat ?? ['', ''];
  return effect ? value.charAt(0).toLowerCase() + value.slice(1) : `${label.toLowerCase()} ${value}`;
}

/**
 * Three to five entries of the demo game database for a hero: those written for it first, then
 * those whose tags suit its class and roles, at most two from one category, each with a note.
 */
export function demoHeroBuild(hero: HeroSeed): DemoBuildItem[] {
  const slug = slugifyName(hero.name);
  const wanted = new Set([
    hero.heroClass.toLowerCase(),
    ...hero.roles.flatMap((role) => ROLE_BUILD_TAGS[role]),
  ]);
  const candidates = BUILD_CATEGORIES.flatMap((category) =>
    DATABASE_ENTRY_SEEDS[category].map((entry) => {
      const named = entry.heroes.includes(slug);
      const score = (named ? 20 : 0) + entry.tags.filter((tag) => wanted.has(tag)).length * 3;
      return {
        category,
        entry,
        named,
        score: score + (hashString(`${hero.name}:${entry.name}`) % 100) / 100,
      };
    }),
  ).sort((a, b) => b.score - a.score);
  const size = 3 + (hashString(`build-size:${hero.name}`) % 3);
  const perCategory = new Map<BuildCategory, number>();
  const chosen: typeof candidates = [];
  for (const candidate of candidates) {
    if (chosen.length === size) break;
    const used = perCategory.get(candidate.category) ?? 0;
    if (used === 2) continue;
    perCategory.set(candidate.category, used + 1);
    chosen.push(candidate);
  }
  const firstName = hero.name.split(' ')[0] ?? hero.name;
  const lead = ROLE_NOTE_LEAD[hero.roles[0] ?? 'Support'];
  return chosen.map(({ category, entry, named }) => ({
    category,
    slug: slugifyName(entry.name),
    note: fitNote(
      named
        ? `Made for ${firstName}: ${effectOf(entry.attributes)}.`
        : `${lead}: ${effectOf(entry.attributes)}.`,
    ),
  }));
}

/**
 * Two to four heroes a hero plays best beside: ones filling the roles it lacks (a tank, a healer,
 * damage), then ones sharing its build's entries; never itself.
 */
export function demoTeammates(hero: HeroSeed): string[] {
  const ownEntries = new Set(demoHeroBuild(hero).map((item) => item.slug));
  const lacks = (role: string) => !hero.roles.some((r) => r === role);
  const scored = HEROES.filter((other) => other.name !== hero.name).map((other) => {
    let score = 0;
    if (lacks('Tank') && other.roles.includes('Tank')) score += 3;
    if (lacks('Support') && other.roles.includes('Support')) score += 3;
    if (
      lacks('AOE') &&
      lacks('Single Attack') &&
      other.roles.some((r) => r === 'AOE' || r === 'Single Attack')
    )
      score += 3;
    if (demoHeroBuild(other).some((item) => ownEntries.has(item.slug))) score += 2;
    if (other.heroClass !== hero.heroClass) score += 1;
    score += 5 - Math.abs(RARITY_STAT_FACTOR[other.rarity] - RARITY_STAT_FACTOR[hero.rarity]) * 5;
    return { name: other.name, score: score + (hashString(`mate:${hero.name}:${other.name}`) % 100) / 100 };
  });
  const size = 2 + (hashString(`mates:${hero.name}`) % 3);
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, size)
    .map((mate) => mate.name);
}

/** Numbers each hero's rows 1, 2, 3… in the order given. */
function withPositions<T extends { heroId: string }>(rows: T[]): (T & { position: number })[] {
  const next = new Map<string, number>();
  return rows.map((row) => {
    const position = (next.get(row.heroId) ?? 0) + 1;
    next.set(row.heroId, position);
    return { ...row, position };
  });
}

/**
 * Gives the demo heroes what is missing of their stats, build notes, builds and teammates. A hero
 * whose stats, notes, build or teammates someone has set keeps them: only all-zero stats, empty
 * notes and heroes without any build or teammate rows are filled. Returns the rows written.
 */
export async function seedHeroKnowledge(db: Db, heroIds: Map<string, string>): Promise<number> {
  const demo = HEROES.flatMap((hero) => {
    const id = heroIds.get(hero.name);
    return id ? [{ hero, id }] : [];
  });
  if (demo.length === 0) return 0;
  const ids = demo.map(({ id }) => id);
  const entries = await db
    .select({ id: databaseEntries.id, category: databaseEntries.category, slug: databaseEntries.slug })
    .from(databaseEntries)
    .where(inArray(databaseEntries.category, [...BUILD_CATEGORIES]));
  const entryId = new Map(entries.map((row) => [`${row.category}/${row.slug}`, row.id]));
  const [withBuild, withMates] = await Promise.all([
    db
      .selectDistinct({ id: heroBuildEntries.heroId })
      .from(heroBuildEntries)
      .where(inArray(heroBuildEntries.heroId, ids)),
    db
      .selectDistinct({ id: heroTeammates.heroId })
      .from(heroTeammates)
      .where(inArray(heroTeammates.heroId, ids)),
  ]);
  const hasBuild = new Set(withBuild.map((row) => row.id));
  const hasMates = new Set(withMates.map((row) => row.id));

  const buildRows = withPositions(
    demo
      .filter(({ id }) => !hasBuild.has(id))
      .flatMap(({ hero, id }) =>
        demoHeroBuild(hero).flatMap((item) => {
          const found = entryId.get(`${item.category}/${item.slug}`);
          return found ? [{ heroId: id, entryId: found, note: item.note }] : [];
        }),
      ),
  );
  const mateRows = withPositions(
    demo
      .filter(({ id }) => !hasMates.has(id))
      .flatMap(({ hero, id }) =>
        demoTeammates(hero).flatMap((name) => {
          const teammateId = heroIds.get(name);
          return teammateId ? [{ heroId: id, teammateId }] : [];
        }),
      ),
  );

  let written = 0;
  await db.transaction(async (tx) => {
    for (const { hero, id } of demo) {
      const stats = demoHeroStats(hero);
      const filled = await tx
        .update(heroes)
        .set(stats)
        .where(
          and(
            eq(heroes.id, id),
            sql`(${heroes.hp}, ${heroes.attack}, ${heroes.defense}, ${heroes.speed}) = (0, 0, 0, 0)`,
          ),
        )
        .returning({ id: heroes.id });
      written += filled.length;
      const notes = BUILD_NOTES[hero.name];
      if (notes) {
        const noted = await tx
          .update(heroes)
          .set({ buildNotes: notes })
          .where(and(eq(heroes.id, id), eq(heroes.buildNotes, '')))
          .returning({ id: heroes.id });
        written += noted.length;
      }
    }
    if (buildRows.length)
      written += (await tx.insert(heroBuildEntries).values(buildRows).onConflictDoNothing().returning())
        .length;
    if (mateRows.length)
      written += (await tx.insert(heroTeammates).values(mateRows).onConflictDoNothing().returning()).length;
  });
  return written;
}
