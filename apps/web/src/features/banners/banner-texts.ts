import { BANNER_FEATURED_MAX, type BannerAdvice, type BannerType } from '@haven/shared/banners/constants';
import {
  bannerStatus,
  type HeroBannerSummary,
  heroBannerSummaryText,
  spanLabel,
} from '@haven/shared/banners/rules';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { activeI18n, activeLanguage } from '../../lib/i18n';

const tr = (text: MessageDescriptor) => activeI18n()._(text);

/**
 * The shared banner messages in the page's language, read when drawn (English is the shared
 * text itself).
 */
export const BANNER_TEXTS = {
  get title() {
    return tr(msg`Banners`);
  },
  get description() {
    return tr(
      msg`Summoning banners now running, coming next and past, with the editors’ advice on whether to pull.`,
    );
  },
  get now() {
    return tr(msg`Now`);
  },
  get next() {
    return tr(msg`Next`);
  },
  get allBanners() {
    return tr(msg`All banners`);
  },
  get current() {
    return tr(msg`Current Banners`);
  },
  get upcoming() {
    return tr(msg`Upcoming Banners`);
  },
  get past() {
    return tr(msg`Past Banners`);
  },
  get noCurrent() {
    return tr(msg`No banner is running right now.`);
  },
  get noUpcoming() {
    return tr(msg`No banner announced yet.`);
  },
  get noPast() {
    return tr(msg`No past banners match these filters.`);
  },
  get noneAtAll() {
    return tr(msg`No banners yet. Check back soon!`);
  },
  get loadFailed() {
    return tr(msg`Failed to load banners`);
  },
  get loadOneFailed() {
    return tr(msg`Failed to load the banner`);
  },
  get featured() {
    return tr(msg`Featured Heroes`);
  },
  get advice() {
    return tr(msg`Should You Pull?`);
  },
  get rateUp() {
    return tr(msg`Rate up`);
  },
  get notes() {
    return tr(msg`Notes`);
  },
  get historyHeading() {
    return tr(msg`Banners`);
  },
  get historyEmpty() {
    return tr(msg`Not featured on a banner yet.`);
  },
  get notFound() {
    return tr(msg`Banner not found`);
  },
  get nameRequired() {
    return tr(msg`Name is required`);
  },
  get nameNoLetters() {
    return tr(msg`Name needs at least one letter or digit`);
  },
  get invalidType() {
    return tr(msg`Choose a banner type`);
  },
  get invalidAdvice() {
    return tr(msg`Choose Pull, Consider or Skip`);
  },
  get reasonRequired() {
    return tr(msg`Say why, for whom`);
  },
  get startRequired() {
    return tr(msg`Enter when the banner starts`);
  },
  get endRequired() {
    return tr(msg`Enter when the banner ends`);
  },
  get endBeforeStart() {
    return tr(msg`The end must be after the start`);
  },
  get featuredRequired() {
    return tr(msg`Feature at least one hero`);
  },
  get featuredTooMany() {
    return tr(msg`Feature at most ${BANNER_FEATURED_MAX} heroes`);
  },
  get duplicateHero() {
    return tr(msg`A hero is featured only once`);
  },
  get unknownHero() {
    return tr(msg`One of the featured heroes no longer exists`);
  },
  get imageUrlInvalid() {
    return tr(msg`Image must be uploaded here or be an https:// address`);
  },
  get nameTaken() {
    return tr(msg`A banner with this name already exists`);
  },
  get created() {
    return tr(msg`Banner created successfully`);
  },
  get updated() {
    return tr(msg`Banner updated successfully`);
  },
  get saveFailed() {
    return tr(msg`Failed to save banner`);
  },
  get deleted() {
    return tr(msg`Banner deleted successfully`);
  },
  get deleteFailed() {
    return tr(msg`Failed to delete banner`);
  },
  get deleteConfirm() {
    return tr(msg`Are you sure you want to delete this banner?`);
  },
  get empty() {
    return tr(msg`No banners yet. Create one to get started.`);
  },
};

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
  const language = activeLanguage();
  if (language === 'en') return heroBannerSummaryText(summary);
  if (summary.count === 0) return null;
  const { count, lastDaysAgo, gaps } = summary;
  const parts = [tr(msg({ message: plural(count, { one: 'Featured # time', other: 'Featured # times' }) }))];
  if (summary.isFeaturedNow) parts.push(tr(msg`featured now`));
  else if (lastDaysAgo === 0) parts.push(tr(msg`last ended today`));
  else if (lastDaysAgo !== null)
    parts.push(
      tr(msg({ message: plural(lastDaysAgo, { one: 'last # day ago', other: 'last # days ago' }) })),
    );
  const [gap] = gaps;
  if (gaps.length === 1 && gap !== undefined)
    parts.push(tr(msg({ message: plural(gap, { one: 'a gap of # day', other: 'a gap of # days' }) })));
  else if (gaps.length > 1) {
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
