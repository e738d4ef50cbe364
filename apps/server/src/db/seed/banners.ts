import type { BannerAdvice, BannerType } from '@haven/shared/banners/constants';
import { slugifyTitle } from '@haven/shared/common/slug';
import type { Rarity } from '@haven/shared/heroes/constants';

import type { Db } from '../client.ts';
import { bannerHeroes, banners } from '../schema/index.ts';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerSvg } from './art/banner.ts';
import {
  ADVICE_REASONS,
  BANNER_NOTES,
  BANNER_THEMES,
  COLLABORATION_NAME,
  STANDARD_NAMES,
} from './content/banners.ts';
import { HEROES, type HeroSeed } from './content/heroes.ts';
import { prepareSvg, storeMediaBatch } from './media-batch.ts';
import { hashString, stableUuid } from './random.ts';
import type { GroupResult } from './upsert.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Every demo banner runs two weeks. */
const RUN_DAYS = 14;
/** The last banner starts this many days after seeding: the one upcoming. */
const UPCOMING_IN_DAYS = 3;

/** How often each hero is featured in the year: the rarer, the more reruns. */
const FEATURES_BY_RARITY: Record<Rarity, number> = { LR: 4, GR: 3, UR: 3, SSR: 2, SR: 1, R: 1 };
const HIGH_RARITIES: readonly Rarity[] = ['LR', 'GR', 'UR'];

type Appearance = { hero: HeroSeed; round: number };
export type DemoBanner = {
  key: string;
  name: string;
  type: BannerType;
  startsAt: Date;
  endsAt: Date;
  advice: BannerAdvice;
  adviceReason: string;
  notes: string;
  featured: { hero: HeroSeed; isRateUp: boolean }[];
};

/**
 * Groups each hero's appearances (a debut, then reruns) into banners of two or three heroes,
 * never one hero twice on a banner: debuts first, in the heroes' order, then each round of reruns.
 */
function groupAppearances(): Appearance[][] {
  const queue: Appearance[] = [];
  for (let round = 0; round < 4; round += 1) {
    for (const hero of HEROES) if (FEATURES_BY_RARITY[hero.rarity] > round) queue.push({ hero, round });
  }
  const groups: Appearance[][] = [];
  while (queue.length > 0) {
    const size = groups.length % 5 === 4 ? 3 : 2;
    const group: Appearance[] = [];
    for (let i = 0; i < queue.length && group.length < size; ) {
      const candidate = queue[i] as Appearance;
      if (group.some((a) => a.hero.name === candidate.hero.name)) i += 1;
      else group.push(...queue.splice(i, 1));
    }
    groups.push(group);
  }
  return groups;
}

function adviceFor(headliner: HeroSeed, type: BannerType, index: number): BannerAdvice {
  if (type === 'standard') return 'skip';
  if (headliner.rarity === 'LR' || (headliner.rarity === 'GR' && type !== 'rerun')) return 'pull';
  if (HIGH_RARITIES.includes(headliner.rarity)) return index % 3 === 0 ? 'pull' : 'consider';
  return index % 2 === 0 ? 'consider' : 'skip';
}

const namesOf = (heroes: HeroSeed[]) =>
  heroes.length === 0
    ? 'the other heroes'
    : heroes.length === 1
      ? (heroes[0] as HeroSeed).name
      : `${heroes
          .slice(0, -1)
          .map((h) => h.name)
          .join(', ')} and ${(heroes.at(-1) as HeroSeed).name}`;

/**
 * A year of demo banners ending at `now`: evenly spaced two-week banners whose last starts a few
 * days after `now`, so two run and one is announced whenever the demo is seeded.
 */
export function demoBanners(now: Date): DemoBanner[] {
  const groups = groupAppearances();
  const count = groups.length;
  // Spaced so exactly two banners run at `now` (from 5.7 to 8.5 days apart) across about a year.
  const spacing = Math.min(8.2, Math.max(6, 365 / count));
  const themeOf = new Map<string, string>();
  let themes = 0;
  let standards = 0;
  return groups.map((group, index) => {
    const heroes = group.map((a) => a.hero);
    // The rarest hero heads the banner.
    const ordered = [...heroes].sort(
      (a, b) => FEATURES_BY_RARITY[b.rarity] - FEATURES_BY_RARITY[a.rarity] || a.name.localeCompare(b.name),
    );
    const headliner = ordered[0] as HeroSeed;
    const isRerun = group.some((a) => a.round > 0 && a.hero.name === headliner.name);
    const type: BannerType =
      index === Math.floor(count / 2)
        ? 'collaboration'
        : isRerun
          ? 'rerun'
          : HIGH_RARITIES.includes(headliner.rarity)
            ? 'limited'
            : 'standard';
    let name: string;
    if (type === 'collaboration') name = COLLABORATION_NAME;
    else if (type === 'standard') {
      name = `${STANDARD_NAMES[standards % STANDARD_NAMES.length]}: ${headliner.name}`;
      standards += 1;
    } else if (type === 'rerun' && themeOf.has(headliner.name)) {
      const round = group.find((a) => a.hero.name === headliner.name)?.round ?? 1;
      name = `${themeOf.get(headliner.name)} (Rerun${round > 1 ? ` ${round}` : ''})`;
    } else {
      name = BANNER_THEMES[themes % BANNER_THEMES.length] as string;
      if (themes >= BANNER_THEMES.length) name = `${name} ${Math.floor(themes / BANNER_THEMES.length) + 1}`;
      themes += 1;
      themeOf.set(headliner.name, name);
    }
    // On the hour, as the game changes banners.
    const at = now.getTime() + (UPCOMING_IN_DAYS - (count - 1 - index) * spacing) * DAY_MS;
    const startsAt = new Date(Math.floor(at / HOUR_MS) * HOUR_MS);
    const advice = adviceFor(headliner, type, index);
    const reasons = ADVICE_REASONS[advice];
    const reason = reasons[hashString(name) % reasons.length] as (typeof reasons)[number];
    const role = headliner.heroClass.toLowerCase();
    return {
      key: `banner:${index}:${name}`,
      name,
      type,
      startsAt,
      endsAt: new Date(startsAt.getTime() + RUN_DAYS * DAY_MS),
      advice,
      adviceReason: reason(headliner.name, role, namesOf(ordered.slice(1))),
      notes: BANNER_NOTES[index % BANNER_NOTES.length] ?? '',
      featured: ordered.map((hero, position) => ({
        hero,
        isRateUp: position === 0 || type === 'collaboration',
      })),
    };
  });
}

/**
 * Creates the demo year of banners once, under stable ids: a banner already there (an admin may
 * have edited it) is left as it is, so re-seeding adds nothing and moves no dates.
 */
export async function seedBanners(
  db: Db,
  now: Date,
  heroIds: ReadonlyMap<string, string>,
): Promise<GroupResult> {
  const rows = demoBanners(now).map((banner) => {
    const art = prepareSvg(
      bannerSvg({ kind: 'events', title: banner.name, label: 'SUMMON' }),
      BANNER_WIDTH,
      BANNER_HEIGHT,
    );
    return { banner, art, id: stableUuid(banner.key) };
  });
  const media = await db.transaction(async (tx) => {
    const count = await storeMediaBatch(
      tx,
      rows.map((row) => row.art),
    );
    const inserted = await tx
      .insert(banners)
      .values(
        rows.map(({ banner, art, id }) => ({
          id,
          name: banner.name,
          slug: slugifyTitle(banner.name),
          type: banner.type,
          startsAt: banner.startsAt,
          endsAt: banner.endsAt,
          imageUrl: art.url,
          notes: banner.notes,
          advice: banner.advice,
          adviceReason: banner.adviceReason,
          createdAt: banner.startsAt,
          updatedAt: banner.startsAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: banners.id });
    const fresh = new Set(inserted.map((row) => row.id));
    const featured = rows.flatMap(({ banner, id }) =>
      fresh.has(id)
        ? banner.featured.flatMap(({ hero, isRateUp }, position) => {
            const heroId = heroIds.get(hero.name);
            return heroId ? [{ bannerId: id, heroId, isRateUp, position }] : [];
          })
        : [],
    );
    if (featured.length > 0) await tx.insert(bannerHeroes).values(featured).onConflictDoNothing();
    return count;
  });
  return { rows: rows.length, media };
}
