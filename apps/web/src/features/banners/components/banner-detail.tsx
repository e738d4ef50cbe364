import type { Banner, BannerHero } from '@haven/shared/banners/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useIsHydrated } from '../../../components/ui/after-hydration';
import { ButtonLink } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { ArticleImage, Thumbnail } from '../../../components/ui/card-image';
import { DetailPageTitle } from '../../../components/ui/detail-page-title';
import { PageTitle } from '../../../components/ui/page-title';
import { SectionLoading, SkeletonBlocks } from '../../../components/ui/section-states';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useBanner } from '../api/get-banner';
import {
  BANNER_ADVICE_TEXTS as BANNER_ADVICE_LABELS,
  BANNER_TYPE_TEXTS as BANNER_TYPE_LABELS,
  BANNER_TEXTS as M,
} from '../shared-texts';
import { AdviceBadge, BannerTypeBadge } from './banner-badges';
import { BannerCountdown } from './banner-countdown';
import { BannerDates } from './banner-dates';

const PAGE = 'mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10';
const SECTION_TITLE = 'text-xl font-bold text-slate-900 dark:text-white';

/** /banners/{slug}: a banner's picture, dates, featured heroes with their tiers and the editors' advice. */
export function BannerDetail({ slug }: { slug: string }) {
  const { t } = useLingui();
  const query = useBanner(slug);
  const backLink = (
    <TextLink to={paths.banners} className="inline-flex items-center gap-1.5 text-sm">
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>All banners</Trans>
    </TextLink>
  );
  if (query.isPending) {
    return (
      <div className={PAGE}>
        {backLink}
        <SectionLoading label={t`Loading the banner...`}>
          <SkeletonBlocks
            className="mt-4 space-y-4"
            blocks={['h-10 w-3/4', 'h-4 w-60', 'aspect-[16/9] w-full']}
          />
        </SectionLoading>
      </div>
    );
  }
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    const message = isMissing ? M.notFound : M.loadOneFailed;
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-4 px-4 py-16 text-center sm:px-6">
        <PageTitle title={message} />
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{message}</h1>
        <ButtonLink to={paths.banners} variant="outline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>All banners</Trans>
        </ButtonLink>
      </div>
    );
  }
  const banner = query.data;
  const heroNames = banner.featured.map((hero) => hero.name).join(', ');
  return (
    <article className={PAGE}>
      <DetailPageTitle
        title={`${banner.name} · ${M.title}`}
        description={t`${BANNER_TYPE_LABELS[banner.type]} banner featuring ${heroNames}. ${BANNER_ADVICE_LABELS[banner.advice]}: ${banner.adviceReason}`}
        image={banner.imageUrl ? { src: banner.imageUrl, alt: banner.name } : null}
        breadcrumb={{
          trail: [
            { label: t`Home`, to: paths.home },
            { label: M.title, to: paths.banners },
          ],
          current: banner.name,
        }}
        event={{ name: banner.name, startDate: banner.startsAt, endDate: banner.endsAt }}
      />
      {backLink}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <BannerTypeBadge type={banner.type} />
        <AdviceBadge advice={banner.advice} />
      </div>
      <h1
        data-content
        className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
      >
        {banner.name}
      </h1>
      <BannerDates banner={banner} className="mt-3 text-sm text-slate-700 dark:text-slate-300" />
      <ZoneNote />
      <BannerCountdown banner={banner} className="mt-1" />
      {banner.imageUrl && <ArticleImage src={banner.imageUrl} height={540} className="aspect-[16/9]" />}
      <Advice banner={banner} />
      <section aria-labelledby="featured-heroes" className="mt-8">
        <h2 id="featured-heroes" className={SECTION_TITLE}>
          {M.featured}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {banner.featured.map((hero) => (
            <FeaturedHero key={hero.id} hero={hero} />
          ))}
        </ul>
      </section>
      {banner.notes && (
        <section aria-labelledby="banner-notes" className="mt-8">
          <h2 id="banner-notes" className={SECTION_TITLE}>
            {M.notes}
          </h2>
          <p className="mt-2 whitespace-pre-line text-slate-700 dark:text-slate-300">{banner.notes}</p>
        </section>
      )}
    </article>
  );
}

/** Which zone the dates are in: UTC as the server draws them, the viewer's own once live; one line either way. */
function ZoneNote() {
  const isHydrated = useIsHydrated();
  return (
    <p className="h-5 truncate text-xs text-slate-600 dark:text-slate-400">
      {isHydrated ? <Trans>Times in your time zone</Trans> : <Trans>Times in UTC</Trans>}
    </p>
  );
}

function Advice({ banner }: { banner: Banner }) {
  return (
    <section aria-labelledby="banner-advice" className={cn(CARD_CLASSES, 'mt-8 p-4 sm:p-6')}>
      <h2 id="banner-advice" className={cn(SECTION_TITLE, 'flex items-center gap-2')}>
        <Sparkles aria-hidden="true" className="size-5 text-gold-700 dark:text-gold-300" />
        {M.advice}
      </h2>
      <p className="mt-3">
        <AdviceBadge advice={banner.advice} className="px-3 py-1 text-sm" />
      </p>
      <p className="mt-3 whitespace-pre-line text-slate-700 dark:text-slate-300">{banner.adviceReason}</p>
    </section>
  );
}

function FeaturedHero({ hero }: { hero: BannerHero }) {
  return (
    <li className={cn(CARD_CLASSES, 'flex gap-3 p-3')}>
      <Thumbnail src={hero.imageUrl} size={56} ground="grey" className="shrink-0 rounded-xl" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <Link
            to={paths.hero(hero.slug)}
            className="font-bold text-slate-900 underline-offset-2 hover:underline dark:text-white"
          >
            {hero.name}
          </Link>
          {hero.isRateUp && (
            <span className="rounded-full bg-gold-300/30 px-2 py-0.5 text-xs font-semibold text-gold-900 dark:bg-gold-400/15 dark:text-gold-200">
              {M.rateUp}
            </span>
          )}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {hero.rarity} {hero.class}
        </p>
        {hero.tiers.length > 0 && (
          <ul aria-label={`${hero.name}'s tiers`} className="mt-1.5 flex flex-wrap gap-1.5">
            {hero.tiers.map((tier) => (
              <li key={tier.modeSlug}>
                <Link
                  to={paths.tierList(tier.modeSlug)}
                  className="inline-flex items-center gap-1 rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-800 hover:bg-slate-200 dark:bg-white/10 dark:text-slate-200 dark:hover:bg-white/15"
                >
                  {tier.mode} <span className="font-bold">{tier.tier}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
