import { describe, expect, it } from 'vitest';
import {
  bannerCountdown,
  bannerStatus,
  heroBannerSummary,
  heroBannerSummaryText,
  spanLabel,
} from './rules.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-01T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
const banner = (from: number, to: number) => ({ startsAt: at(from), endsAt: at(to) });

describe('banner rules', () => {
  it('a banner runs from its start, included, to its end, excluded', () => {
    expect(bannerStatus(banner(0, 1), now)).toBe('current');
    expect(bannerStatus(banner(-1, 0), now)).toBe('past');
    expect(bannerStatus(banner(0.001, 1), now)).toBe('upcoming');
  });

  it('counts down in days and hours, then hours and minutes, a started minute whole', () => {
    expect(spanLabel(2 * DAY + 4 * 3_600_000 + 1)).toBe('2 d 4 h');
    expect(spanLabel(3 * DAY)).toBe('3 d');
    expect(spanLabel(5 * 3_600_000 + 11 * 60_000 + 1)).toBe('5 h 12 min');
    expect(spanLabel(30_000)).toBe('1 min');
    expect(bannerCountdown(banner(-1, 2.5), now)).toBe('Ends in 2 d 12 h');
    expect(bannerCountdown(banner(1, 2), now)).toBe('Starts in 1 d');
    expect(bannerCountdown(banner(-2, -1), now)).toBe('Ended');
  });

  it("sums up a hero's banners: times featured, days since the last ended and the gaps between", () => {
    const summary = heroBannerSummary(
      [banner(-92 - 14 - 97 - 14, -92 - 14 - 97), banner(-106, -92), banner(10, 20)],
      now,
    );
    expect(summary).toEqual({ count: 2, isFeaturedNow: false, lastDaysAgo: 92, gaps: [97] });
    expect(heroBannerSummaryText(summary)).toBe('Featured twice; last 92 days ago; a gap of 97 days');
    const three = heroBannerSummary([banner(-300, -290), banner(-170, -160), banner(-63, -50)], now);
    expect(heroBannerSummaryText(three)).toBe('Featured 3 times; last 50 days ago; gaps of 120 and 97 days');
  });

  it('a hero on a running banner is featured now, and one never featured has no summary', () => {
    expect(heroBannerSummaryText(heroBannerSummary([banner(-1, 1)], now))).toBe(
      'Featured once; featured now',
    );
    expect(heroBannerSummaryText(heroBannerSummary([], now))).toBeNull();
  });
});
