import type {
  BannerHeroCount,
  DayComments,
  HeroCount,
  LabelledCount,
  RatedHero,
  WeekCount,
} from '@haven/shared/statistics/schemas';
import { TIERS, type Tier } from '@haven/shared/tier-list/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { activeI18n } from '../../lib/i18n';
import { formatCount, formatDecimal } from '../../lib/numbers';

// One-sentence summaries of each chart in the page's language, computed from its figures, so the
// page says in words what the chart shows at a glance. English keeps the shared summaries' words
// (packages/shared/src/statistics/summaries.ts) exactly.

const tr = (text: MessageDescriptor) => activeI18n()._(text);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The label with the highest count (the first such in the list's order), or null when all are zero. */
function largest(items: readonly LabelledCount[]): LabelledCount | null {
  let best: LabelledCount | null = null;
  for (const item of items) if (item.count > 0 && (!best || item.count > best.count)) best = item;
  return best;
}

/** What a hero chart groups by. */
export type HeroGroup = 'class' | 'role' | 'rarity';

/** 'Guard is the largest class with 14 of 40 heroes.' */
export function summariseHeroGroups(
  items: readonly LabelledCount[],
  group: HeroGroup,
  total: number,
): string | null {
  const best = largest(items);
  if (!best) return null;
  const { label, count } = best;
  const heroes = formatCount(total);
  if (group === 'class')
    return tr(
      msg`${label} is the largest class with ${count} of ${plural(total, { one: `${heroes} hero`, other: `${heroes} heroes` })}.`,
    );
  if (group === 'role')
    return tr(
      msg`${label} is the largest role with ${count} of ${plural(total, { one: `${heroes} hero`, other: `${heroes} heroes` })}.`,
    );
  return tr(
    msg`${label} is the largest rarity with ${count} of ${plural(total, { one: `${heroes} hero`, other: `${heroes} heroes` })}.`,
  );
}

/** 'Of 120 ratings, 4 stars is the most given (45); the average is 3.85 stars.' */
export function summariseRatings(items: readonly LabelledCount[]): string | null {
  const total = sum(items.map((i) => i.count));
  const best = largest(items);
  if (!best || total === 0) return null;
  const average = formatDecimal(sum(items.map((i) => Number(i.label) * i.count)) / total, 2);
  const stars = Number(best.label);
  const given = best.count;
  const ratings = formatCount(total);
  const starCount = formatCount(stars);
  return tr(
    msg`Of ${plural(total, { one: `${ratings} rating`, other: `${ratings} ratings` })}, ${plural(stars, { one: `${starCount} star`, other: `${starCount} stars` })} is the most given (${given}); the average is ${average} stars.`,
  );
}

/** 'Aria leads with an average of 4.8 stars from 12 ratings.' */
export function summariseTopRated(items: readonly RatedHero[]): string | null {
  const [best] = items;
  if (!best) return null;
  const { name, count } = best;
  const average = formatDecimal(best.average);
  const ratings = formatCount(count);
  return tr(
    msg`${name} leads with an average of ${average} stars from ${plural(count, { one: `${ratings} rating`, other: `${ratings} ratings` })}.`,
  );
}

/** Which teams a picks chart counts: the game's own or the ones members share. */
export type TeamKind = 'game' | 'shared';

/** 'Aria is picked most often, in 30 Game Teams.' */
export function summarisePicks(items: readonly HeroCount[], kind: TeamKind): string | null {
  const [best] = items;
  if (!best) return null;
  const { name, count } = best;
  const teams = formatCount(count);
  return kind === 'game'
    ? tr(
        msg`${name} is picked most often, in ${plural(count, { one: `${teams} Game Team`, other: `${teams} Game Teams` })}.`,
      )
    : tr(
        msg`${name} is picked most often, in ${plural(count, { one: `${teams} shared team`, other: `${teams} shared teams` })}.`,
      );
}

/** 'Aria has been featured on the most banners: 4.' */
export function summariseBanners(items: readonly BannerHeroCount[]): string | null {
  const [best] = items;
  if (!best) return null;
  const { name, count } = best;
  return tr(msg`${name} has been featured on the most banners: ${count}.`);
}

/** '35 members joined in the last twelve weeks; the busiest week started on Mar 2, 2026 with 9.' */
export function summariseMembers(
  items: readonly WeekCount[],
  formatDate: (date: string) => string,
): string | null {
  const total = sum(items.map((i) => i.count));
  if (total === 0) return null;
  const busiest = items.reduce((best, item) => (item.count > best.count ? item : best));
  const week = formatDate(busiest.weekStart);
  const count = busiest.count;
  const members = formatCount(total);
  return tr(
    msg`${plural(total, { one: `${members} member joined`, other: `${members} members joined` })} in the last twelve weeks; the busiest week started on ${week} with ${count}.`,
  );
}

/** '412 comments in the last twelve weeks (300 on heroes, 112 on walls); the busiest day was … with 20.' */
export function summariseComments(
  items: readonly DayComments[],
  formatDate: (date: string) => string,
): string | null {
  const heroes = sum(items.map((i) => i.heroComments));
  const walls = sum(items.map((i) => i.wallComments));
  const total = heroes + walls;
  if (total === 0) return null;
  const busiest = items.reduce((best, item) =>
    item.heroComments + item.wallComments > best.heroComments + best.wallComments ? item : best,
  );
  const day = formatDate(busiest.date);
  const count = busiest.heroComments + busiest.wallComments;
  const comments = formatCount(total);
  return tr(
    msg`${plural(total, { one: `${comments} comment`, other: `${comments} comments` })} in the last twelve weeks (${heroes} on heroes, ${walls} on walls); the busiest day was ${day} with ${count}.`,
  );
}

/** "'Beginner' is the most used tag, on 8 guides." */
export function summariseGuideTags(items: readonly LabelledCount[]): string | null {
  const [best] = items;
  if (!best) return null;
  const { label, count } = best;
  const guides = formatCount(count);
  return tr(
    msg`‘${label}’ is the most used tag, on ${plural(count, { one: `${guides} published guide`, other: `${guides} published guides` })}.`,
  );
}

/** 'The database holds 96 entries; Relics has the most with 12.' */
export function summariseDatabase(items: readonly LabelledCount[]): string | null {
  const total = sum(items.map((i) => i.count));
  const best = largest(items);
  if (!best) return null;
  const { label, count } = best;
  const entries = formatCount(total);
  return tr(
    msg`The database holds ${plural(total, { one: `${entries} entry`, other: `${entries} entries` })}; ${label} has the most with ${count}.`,
  );
}

/** 'In Guild Coliseum, tier A holds the most heroes (12 of 40); 3 not ranked.' */
export function summariseTiers(mode: string, items: readonly LabelledCount[]): string | null {
  const total = sum(items.map((i) => i.count));
  const unranked = items.find((i) => !TIERS.includes(i.label as Tier))?.count ?? 0;
  const best = largest(items.filter((i) => TIERS.includes(i.label as Tier)));
  if (total === 0) return null;
  if (!best) return tr(msg`In ${mode}, no hero is ranked yet.`);
  const { label: tier, count } = best;
  return unranked === 0
    ? tr(msg`In ${mode}, tier ${tier} holds the most heroes (${count} of ${total}); every hero is ranked.`)
    : tr(msg`In ${mode}, tier ${tier} holds the most heroes (${count} of ${total}); ${unranked} not ranked.`);
}
