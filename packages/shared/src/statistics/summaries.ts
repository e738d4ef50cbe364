import { TIERS, type Tier } from '../tier-list/constants.ts';
import type { DayComments, HeroCount, LabelledCount, RatedHero, WeekCount } from './schemas.ts';

// One-sentence summaries of each chart, computed from its figures, so the page says in words
// what the chart shows at a glance.

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The label with the highest count (the first such in the list's order), or null when all are zero. */
function largest(items: readonly LabelledCount[]): LabelledCount | null {
  let best: LabelledCount | null = null;
  for (const item of items) if (item.count > 0 && (!best || item.count > best.count)) best = item;
  return best;
}

/** 'Guard is the largest class with 14 of 40 heroes.' */
export function summariseHeroGroups(
  items: readonly LabelledCount[],
  groupName: string,
  total: number,
): string | null {
  const best = largest(items);
  if (!best) return null;
  return `${best.label} is the largest ${groupName} with ${best.count} of ${plural(total, 'hero', 'heroes')}.`;
}

/** 'Of 120 ratings, 4 stars is the most given (45); the average is 3.85 stars.' */
export function summariseRatings(items: readonly LabelledCount[]): string | null {
  const total = sum(items.map((i) => i.count));
  const best = largest(items);
  if (!best || total === 0) return null;
  const average = sum(items.map((i) => Number(i.label) * i.count)) / total;
  return `Of ${plural(total, 'rating', 'ratings')}, ${plural(Number(best.label), 'star', 'stars')} is the most given (${best.count}); the average is ${average.toFixed(2)} stars.`;
}

/** 'Aria leads with an average of 4.8 stars from 12 ratings.' */
export function summariseTopRated(items: readonly RatedHero[]): string | null {
  const [best] = items;
  if (!best) return null;
  return `${best.name} leads with an average of ${best.average.toFixed(1)} stars from ${plural(best.count, 'rating', 'ratings')}.`;
}

/** 'Aria is picked most often, in 30 Game Teams.' */
export function summarisePicks(
  items: readonly HeroCount[],
  teamName: string,
  teamsName: string,
): string | null {
  const [best] = items;
  if (!best) return null;
  return `${best.name} is picked most often, in ${plural(best.count, teamName, teamsName)}.`;
}

/** '35 members joined in the last twelve weeks; the busiest week started on 2026-03-02 with 9.' */
export function summariseMembers(
  items: readonly WeekCount[],
  formatDate: (date: string) => string,
): string | null {
  const total = sum(items.map((i) => i.count));
  if (total === 0) return null;
  const busiest = items.reduce((best, item) => (item.count > best.count ? item : best));
  const joined = total === 1 ? 'member joined' : 'members joined';
  return `${total} ${joined} in the last twelve weeks; the busiest week started on ${formatDate(busiest.weekStart)} with ${busiest.count}.`;
}

/** '412 comments in the last twelve weeks (300 on heroes, 112 on walls); the busiest day was … with 20.' */
export function summariseComments(
  items: readonly DayComments[],
  formatDate: (date: string) => string,
): string | null {
  const heroes = sum(items.map((i) => i.heroComments));
  const walls = sum(items.map((i) => i.wallComments));
  if (heroes + walls === 0) return null;
  const busiest = items.reduce((best, item) =>
    item.heroComments + item.wallComments > best.heroComments + best.wallComments ? item : best,
  );
  return `${plural(heroes + walls, 'comment', 'comments')} in the last twelve weeks (${heroes} on heroes, ${walls} on walls); the busiest day was ${formatDate(busiest.date)} with ${busiest.heroComments + busiest.wallComments}.`;
}

/** "'Beginner' is the most used tag, on 8 guides." */
export function summariseGuideTags(items: readonly LabelledCount[]): string | null {
  const [best] = items;
  if (!best) return null;
  return `‘${best.label}’ is the most used tag, on ${plural(best.count, 'published guide', 'published guides')}.`;
}

/** 'The database holds 96 entries; Relics has the most with 12.' */
export function summariseDatabase(items: readonly LabelledCount[]): string | null {
  const total = sum(items.map((i) => i.count));
  const best = largest(items);
  if (!best) return null;
  return `The database holds ${plural(total, 'entry', 'entries')}; ${best.label} has the most with ${best.count}.`;
}

/** 'In Guild Coliseum, tier A holds the most heroes (12 of 40); 3 are not ranked.' */
export function summariseTiers(mode: string, items: readonly LabelledCount[]): string | null {
  const total = sum(items.map((i) => i.count));
  const unranked = items.find((i) => !TIERS.includes(i.label as Tier))?.count ?? 0;
  const best = largest(items.filter((i) => TIERS.includes(i.label as Tier)));
  if (total === 0) return null;
  const unrankedText = unranked === 0 ? 'every hero is ranked' : `${unranked} not ranked`;
  if (!best) return `In ${mode}, no hero is ranked yet.`;
  return `In ${mode}, tier ${best.label} holds the most heroes (${best.count} of ${total}); ${unrankedText}.`;
}
