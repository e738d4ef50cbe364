import type { BannerStatus } from './constants.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

type Dated = { startsAt: string; endsAt: string };

/** Running from its start (included) to its end (excluded), upcoming before, past after. */
export function bannerStatus(banner: Dated, now: Date): BannerStatus {
  const at = now.getTime();
  if (at < Date.parse(banner.startsAt)) return 'upcoming';
  return at < Date.parse(banner.endsAt) ? 'current' : 'past';
}

/** A span as the cards say it: '2 d 4 h', '5 h 12 min', '7 min'; a started minute counts whole. */
export function spanLabel(ms: number): string {
  const minutes = Math.max(0, Math.ceil(ms / MINUTE_MS));
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return mins > 0 ? `${hours} h ${mins} min` : `${hours} h`;
  return `${mins} min`;
}

/** 'Ends in 2 d 4 h' for a running banner, 'Starts in 3 d' for one to come, 'Ended' after. */
export function bannerCountdown(banner: Dated, now: Date): string {
  const status = bannerStatus(banner, now);
  if (status === 'current') return `Ends in ${spanLabel(Date.parse(banner.endsAt) - now.getTime())}`;
  if (status === 'upcoming') return `Starts in ${spanLabel(Date.parse(banner.startsAt) - now.getTime())}`;
  return 'Ended';
}

/** Whole days from one instant to a later one. */
const daysBetween = (from: number, to: number) => Math.max(0, Math.floor((to - from) / DAY_MS));

/** A hero's banner record: how often, whether now, days since the last one ended, and the waits between. */
export type HeroBannerSummary = {
  count: number;
  isFeaturedNow: boolean;
  /** Days since the last banner ended; null while one runs or when there is none. */
  lastDaysAgo: number | null;
  /** Days from each banner's end to the next one's start, in order. */
  gaps: number[];
};

/** Sums up the banners a hero was featured on (any order) as of `now`; banners still to come are left out. */
export function heroBannerSummary(banners: readonly Dated[], now: Date): HeroBannerSummary {
  const at = now.getTime();
  const started = banners
    .filter((banner) => Date.parse(banner.startsAt) <= at)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const isFeaturedNow = started.some((banner) => Date.parse(banner.endsAt) > at);
  const gaps: number[] = [];
  for (let i = 1; i < started.length; i += 1) {
    gaps.push(daysBetween(Date.parse(started[i - 1]?.endsAt ?? ''), Date.parse(started[i]?.startsAt ?? '')));
  }
  const lastEnd = Math.max(...started.map((banner) => Date.parse(banner.endsAt)));
  return {
    count: started.length,
    isFeaturedNow,
    lastDaysAgo: started.length === 0 || isFeaturedNow ? null : daysBetween(lastEnd, at),
    gaps,
  };
}

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** 'Featured 3 times; last 92 days ago; gaps of 120 and 97 days', or null when never featured. */
export function heroBannerSummaryText(summary: HeroBannerSummary): string | null {
  if (summary.count === 0) return null;
  const parts = [`Featured ${times(summary.count)}`];
  if (summary.isFeaturedNow) parts.push('featured now');
  else if (summary.lastDaysAgo !== null) {
    parts.push(summary.lastDaysAgo === 0 ? 'last ended today' : `last ${days(summary.lastDaysAgo)} ago`);
  }
  if (summary.gaps.length > 0) {
    const numbers = summary.gaps.map(String);
    const list =
      numbers.length === 1 ? numbers[0] : `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
    parts.push(
      `${summary.gaps.length === 1 ? 'a gap' : 'gaps'} of ${list} ${summary.gaps.length === 1 && summary.gaps[0] === 1 ? 'day' : 'days'}`,
    );
  }
  return parts.join('; ');
}
