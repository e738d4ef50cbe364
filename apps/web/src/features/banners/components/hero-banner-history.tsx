import { heroBannerSummary } from '@haven/shared/banners/rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useIsHydrated } from '../../../components/ui/after-hydration';
import { CARD_CLASSES } from '../../../components/ui/card';
import { SectionLoading, SKELETON_BLOCK } from '../../../components/ui/section-states';
import { TextLink } from '../../../components/ui/text-link';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useHeroBanners } from '../api/get-hero-banners';
import { bannerSummaryText, BANNER_TEXTS as M } from '../shared-texts';
import { AdviceBadge, BannerTypeBadge } from './banner-badges';
import { BannerDates } from './banner-dates';

const ROW =
  'flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-slate-50 px-3 py-2 dark:bg-white/5';

/**
 * 'Banners' on a hero's page: how often the hero was featured, how long ago and the waits between
 * ('Featured 3 times; last 92 days ago; gaps of 120 and 97 days', from the viewer's clock once the
 * page has hydrated), then each banner, latest first.
 */
export function HeroBannerHistory({ slug, heroName }: { slug: string; heroName: string }) {
  const { t } = useLingui();
  const query = useHeroBanners(slug);
  const items = query.data?.items;
  return (
    <section aria-labelledby="hero-banners" className={cn(CARD_CLASSES, 'p-4 sm:p-6')}>
      <h2 id="hero-banners" className="text-2xl font-bold text-slate-900 dark:text-white">
        {M.historyHeading}
      </h2>
      {query.isPending ? (
        <SectionLoading label={t`Loading banners`}>
          <div className={cn(SKELETON_BLOCK, 'mt-3 h-5 w-2/3')} />
          <div className={cn(SKELETON_BLOCK, 'mt-4 h-11 w-full rounded-lg')} />
        </SectionLoading>
      ) : query.isError ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{M.loadFailed}</p>
      ) : !items || items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{M.historyEmpty}</p>
      ) : (
        <>
          <Summary banners={items} heroName={heroName} />
          <ol className="mt-4 space-y-2">
            {[...items].reverse().map((banner) => (
              <li key={banner.id} className={ROW}>
                <Link
                  to={paths.banner(banner.slug)}
                  data-content
                  className="font-semibold text-slate-900 underline-offset-2 hover:underline dark:text-white"
                >
                  {banner.name}
                </Link>
                <BannerTypeBadge type={banner.type} />
                <AdviceBadge advice={banner.advice} />
                <BannerDates
                  banner={banner}
                  className="w-full text-xs text-slate-600 sm:ml-auto sm:w-auto dark:text-slate-400"
                />
              </li>
            ))}
          </ol>
          <TextLink to={paths.bannersWithHero(slug)} className="mt-4 inline-block text-sm">
            <Trans>{heroName} on the banners page</Trans>
          </TextLink>
        </>
      )}
    </section>
  );
}

/** The record in one line; the days depend on the viewer's clock, so it is drawn once hydrated in a held line. */
function Summary({
  banners,
  heroName,
}: {
  banners: { startsAt: string; endsAt: string }[];
  heroName: string;
}) {
  const isHydrated = useIsHydrated();
  const text = isHydrated ? bannerSummaryText(heroBannerSummary(banners, new Date())) : null;
  return (
    <p className="mt-1 min-h-5 text-sm text-slate-700 dark:text-slate-300">
      {text ?? (
        <span className="sr-only">
          <Trans>{heroName}'s banner record</Trans>
        </span>
      )}
    </p>
  );
}
