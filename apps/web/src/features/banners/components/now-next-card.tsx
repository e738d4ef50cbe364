import { bannerStatus } from '@haven/shared/banners/rules';
import type { BannerCard } from '@haven/shared/banners/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { GalleryHorizontalEnd } from 'lucide-react';
import { Link } from 'react-router';
import { GlanceCard } from '../../../components/ui/glance-card';
import { SectionLoading, SKELETON_BLOCK } from '../../../components/ui/section-states';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useNow } from '../../../lib/use-now';
import { useBannersAhead } from '../api/get-banners-ahead';
import { bannerCountdownText, BANNER_TEXTS as M } from '../shared-texts';

/** Running banners the home page names; more are on /banners. */
const NOW_SHOWN = 2;

const ROW = 'flex h-9 items-center gap-2';
// At least as wide as 'Now' and 'Next'; a longer word in another language widens it rather than overflowing.
const LABEL = 'min-w-10 shrink-0 text-xs font-bold tracking-wide text-gold-800 uppercase dark:text-gold-300';
const EMPTY = 'min-w-0 flex-1 text-sm text-slate-600 dark:text-slate-400';

/**
 * The home page's banners: Now (each running banner, its featured heroes and the time left) and
 * Next (the next one and when it starts), from the viewer's clock. Every state fills the same
 * reserved height, so nothing below moves.
 */
export function NowNextCard() {
  return (
    <GlanceCard
      icon={GalleryHorizontalEnd}
      iconClassName="text-brand-700 dark:text-brand-300"
      title={M.title}
      link={{ to: paths.banners, label: M.allBanners }}
      className="md:col-span-2 lg:col-span-1"
    >
      <div className="mt-2 h-29">
        <NowAndNext />
      </div>
    </GlanceCard>
  );
}

function NowAndNext() {
  const { t } = useLingui();
  const query = useBannersAhead();
  const now = useNow();
  if (query.isPending) {
    return (
      <SectionLoading label={t`Loading banners...`}>
        <div className="space-y-1">
          {[0, 1, 2].map((n) => (
            <div key={n} className={cn(SKELETON_BLOCK, 'h-9 w-full rounded-lg')} />
          ))}
        </div>
      </SectionLoading>
    );
  }
  if (query.isError) return <p className="text-sm text-slate-600 dark:text-slate-400">{M.loadFailed}</p>;
  const running = query.data.items.filter((banner) => bannerStatus(banner, now) === 'current');
  const next = query.data.items.find((banner) => bannerStatus(banner, now) === 'upcoming');
  return (
    <ul className="space-y-1">
      {running.length === 0 ? (
        <li className={ROW}>
          <span className={LABEL}>{M.now}</span>
          <span className={EMPTY}>{M.noCurrent}</span>
        </li>
      ) : (
        running
          .slice(0, NOW_SHOWN)
          .map((banner) => <BannerRow key={banner.id} label={M.now} banner={banner} now={now} />)
      )}
      {next ? (
        <BannerRow label={M.next} banner={next} now={now} />
      ) : (
        <li className={ROW}>
          <span className={LABEL}>{M.next}</span>
          <span className={EMPTY}>{M.noUpcoming}</span>
        </li>
      )}
    </ul>
  );
}

function BannerRow({ label, banner, now }: { label: string; banner: BannerCard; now: Date }) {
  return (
    <li className={cn(ROW, 'rounded-lg bg-slate-50 pr-2 dark:bg-white/5')}>
      <span className={cn(LABEL, 'pl-2')}>{label}</span>
      <span className="min-w-0 flex-1 leading-tight">
        <Link
          data-content
          to={paths.banner(banner.slug)}
          className="block truncate text-sm font-bold text-slate-900 underline-offset-2 hover:underline dark:text-white"
        >
          {banner.name}
        </Link>
        <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
          <span className="sr-only">
            <Trans>Featured:</Trans>{' '}
          </span>
          <span data-content>{banner.featured.map((hero) => hero.name).join(', ')}</span>
        </span>
      </span>
      <span
        role="timer"
        className="shrink-0 text-right text-xs font-bold whitespace-nowrap text-slate-900 tabular-nums dark:text-white"
      >
        {bannerCountdownText(banner, now)}
      </span>
    </li>
  );
}
