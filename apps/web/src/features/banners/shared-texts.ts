import {
  BANNER_FEATURED_MAX,
  BANNER_MESSAGES,
  type BannerAdvice,
  type BannerType,
} from '@haven/shared/banners/constants';
import {
  bannerStatus,
  type HeroBannerSummary,
  heroBannerSummaryText,
  spanLabel,
} from '@haven/shared/banners/rules';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { activeI18n, activeLanguage } from '../../lib/i18n';
import { formatCount } from '../../lib/numbers';
import { inEnglish, inPageLanguage, sharedTexts } from '../../lib/shared-texts';

const tr = (text: MessageDescriptor) => activeI18n()._(text);

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const BANNER_SHARED_TEXTS = sharedTexts(BANNER_MESSAGES, {
  title: msg`Banners`,
  description: msg`Summoning banners now running, coming next and past, with the editors’ advice on whether to pull.`,
  now: msg`Now`,
  next: msg`Next`,
  allBanners: msg`All banners`,
  current: msg`Current Banners`,
  upcoming: msg`Upcoming Banners`,
  past: msg`Past Banners`,
  noCurrent: msg`No banner is running right now.`,
  noUpcoming: msg`No banner announced yet.`,
  noPast: msg`No past banners match these filters.`,
  noneAtAll: msg`No banners yet. Check back soon!`,
  loadFailed: msg`Failed to load banners`,
  loadOneFailed: msg`Failed to load the banner`,
  featured: msg`Featured Heroes`,
  advice: msg`Should You Pull?`,
  rateUp: msg`Rate up`,
  notes: msg`Notes`,
  historyHeading: msg`Banners`,
  historyEmpty: msg`Not featured on a banner yet.`,
  notFound: msg`Banner not found`,
  nameRequired: msg`Name is required`,
  nameNoLetters: msg`Name needs at least one letter or digit`,
  invalidType: msg`Choose a banner type`,
  invalidAdvice: msg`Choose Pull, Consider or Skip`,
  reasonRequired: msg`Say why, for whom`,
  startRequired: msg`Enter when the banner starts`,
  endRequired: msg`Enter when the banner ends`,
  endBeforeStart: msg`The end must be after the start`,
  featuredRequired: msg`Feature at least one hero`,
  featuredTooMany: msg`Feature at most ${BANNER_FEATURED_MAX} heroes`,
  duplicateHero: msg`A hero is featured only once`,
  unknownHero: msg`One of the featured heroes no longer exists`,
  imageUrlInvalid: msg`Image must be uploaded here or be an https:// address`,
  nameTaken: msg`A banner with this name already exists`,
  created: msg`Banner created successfully`,
  updated: msg`Banner updated successfully`,
  saveFailed: msg`Failed to save banner`,
  deleted: msg`Banner deleted successfully`,
  deleteFailed: msg`Failed to delete banner`,
  deleteConfirm: msg`Are you sure you want to delete this banner?`,
  empty: msg`No banners yet. Create one to get started.`,
});

/** The shared messages, each read in the page's language. */
export const BANNER_TEXTS = inPageLanguage(BANNER_MESSAGES, BANNER_SHARED_TEXTS);

/** The banner types' names in the page's language. */
export const BANNER_TYPE_TEXTS: Record<BannerType, string> = {
  get limited() {
    return tr(msg`Limited`);
  },
  get rerun() {
    return tr(msg`Rerun`);
  },
  get standard() {
    return tr(msg`Standard`);
  },
  get collaboration() {
    return tr(msg`Collaboration`);
  },
};

/** The editors' advice words in the page's language. */
export const BANNER_ADVICE_TEXTS: Record<BannerAdvice, string> = {
  get pull() {
    return tr(msg`Pull`);
  },
  get consider() {
    return tr(msg`Consider`);
  },
  get skip() {
    return tr(msg`Skip`);
  },
};

/**
 * 'Featured 3 times; last 92 days ago; gaps of 120 and 97 days' in the page's language, or null
 * when never featured (English keeps the shared wording).
 */
export function bannerSummaryText(summary: HeroBannerSummary): string | null {
  if (inEnglish()) return heroBannerSummaryText(summary);
  const language = activeLanguage();
  if (summary.count === 0) return null;
  const { count, lastDaysAgo, gaps } = summary;
  const times = formatCount(count);
  const parts = [
    tr(msg({ message: plural(count, { one: `Featured ${times} time`, other: `Featured ${times} times` }) })),
  ];
  if (summary.isFeaturedNow) parts.push(tr(msg`featured now`));
  else if (lastDaysAgo === 0) parts.push(tr(msg`last ended today`));
  else if (lastDaysAgo !== null) {
    const daysAgo = formatCount(lastDaysAgo);
    parts.push(
      tr(
        msg({
          message: plural(lastDaysAgo, { one: `last ${daysAgo} day ago`, other: `last ${daysAgo} days ago` }),
        }),
      ),
    );
  }
  const [gap] = gaps;
  if (gaps.length === 1 && gap !== undefined) {
    const gapDays = formatCount(gap);
    parts.push(
      tr(
        msg({ message: plural(gap, { one: `a gap of ${gapDays} day`, other: `a gap of ${gapDays} days` }) }),
      ),
    );
  } else if (gaps.length > 1) {
    const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(gaps.map(String));
    parts.push(tr(msg`gaps of ${list} days`));
  }
  return parts.join('; ');
}

/** 'Ends in 2 d 4 h' for a running banner, 'Starts in 3 d' for one to come, 'Ended' after, in the page's language. */
export function bannerCountdownText(banner: { startsAt: string; endsAt: string }, now: Date): string {
  const status = bannerStatus(banner, now);
  if (status === 'current') {
    const span = spanLabel(Date.parse(banner.endsAt) - now.getTime());
    return tr(msg`Ends in ${span}`);
  }
  if (status === 'upcoming') {
    const span = spanLabel(Date.parse(banner.startsAt) - now.getTime());
    return tr(msg`Starts in ${span}`);
  }
  return tr(msg`Ended`);
}
