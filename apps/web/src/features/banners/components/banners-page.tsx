import { BANNER_TYPES } from '@haven/shared/banners/constants';
import type { BannerCard as BannerCardData, BannerList } from '@haven/shared/banners/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { GalleryHorizontalEnd } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { Select } from '../../../components/ui/form-controls';
import { LIST_PAGE_CLASSES } from '../../../components/ui/gallery-shell';
import { PageTitle } from '../../../components/ui/page-title';
import { Pagination } from '../../../components/ui/pagination';
import { SectionEmpty, SectionLoading, SkeletonCards } from '../../../components/ui/section-states';
import { TextLink } from '../../../components/ui/text-link';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { type BannerFilters, bannerListSearch, useBanners } from '../api/get-banners';
import { BANNER_TYPE_TEXTS as BANNER_TYPE_LABELS, BANNER_TEXTS as M } from '../shared-texts';
import { BannerCard } from './banner-card';
import { BannerFeedLinks } from './feed-links';

const GRID = 'mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
const SECTION_TITLE = 'text-xl font-bold tracking-tight text-slate-900 dark:text-white';
const LABEL = 'mb-1 block text-sm font-semibold text-slate-800 dark:text-slate-200';

/** The /banners filters as the address holds them. */
export function bannerFiltersOf(params: URLSearchParams): BannerFilters {
  const page = Number(params.get('page'));
  return {
    hero: params.get('hero') ?? '',
    type: params.get('type') ?? '',
    year: params.get('year') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** /banners: the banners running now, those announced and the past ones, filtered by hero, type and year. */
export function BannersPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const filters = bannerFiltersOf(params);
  const query = useBanners(filters);
  return (
    <div className={LIST_PAGE_CLASSES}>
      <PageTitle title={M.title} description={M.description} />
      <BannerFeedLinks />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {M.title}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">
        <Trans>
          What is on the summoning banners now and next, and whether the editors think it is worth your pulls.
        </Trans>{' '}
        <TextLink to={paths.timeline}>
          <Trans>See the timeline</Trans>
        </TextLink>
      </p>
      <BannerFilterForm filters={filters} data={query.data} />
      {query.isPending ? (
        <SectionLoading label={t`Loading banners...`}>
          <SkeletonCards count={3} className={GRID} cardClassName={cn(CARD_CLASSES, 'h-80')}>
            {null}
          </SkeletonCards>
        </SectionLoading>
      ) : query.isError ? (
        <Alert variant="error" className="mt-8">
          {M.loadFailed}
        </Alert>
      ) : (
        <BannerSections data={query.data} filters={filters} />
      )}
    </div>
  );
}

function BannerSections({ data, filters }: { data: BannerList; filters: BannerFilters }) {
  const { t } = useLingui();
  const nothing = data.current.length + data.upcoming.length + data.past.total === 0;
  const isFiltered = Boolean(filters.hero || filters.type || filters.year);
  if (nothing && !isFiltered) {
    return (
      <div className="mt-8">
        <SectionEmpty icon={GalleryHorizontalEnd} title={M.noneAtAll} />
      </div>
    );
  }
  return (
    <>
      <BannerSection
        id="current-banners"
        title={M.current}
        banners={data.current}
        empty={M.noCurrent}
        showCountdown
      />
      <BannerSection
        id="upcoming-banners"
        title={M.upcoming}
        banners={data.upcoming}
        empty={M.noUpcoming}
        showCountdown
      />
      <BannerSection
        id="past-banners"
        title={M.past}
        count={data.past.total}
        banners={data.past.items}
        empty={M.noPast}
        showCountdown={false}
      >
        <Pagination
          className="mt-6"
          label={t`Past banners pages`}
          currentPage={data.past.page}
          totalPages={data.past.totalPages}
          getHref={(page) => `${paths.banners}${bannerListSearch({ ...filters, page })}#past-banners`}
        />
      </BannerSection>
    </>
  );
}

type BannerSectionProps = {
  id: string;
  title: string;
  banners: BannerCardData[];
  empty: string;
  showCountdown: boolean;
  count?: number;
  children?: ReactNode;
};

function BannerSection({ id, title, banners, empty, showCountdown, count, children }: BannerSectionProps) {
  return (
    <section aria-labelledby={id} className="mt-10 scroll-mt-20">
      <h2 id={id} className={SECTION_TITLE}>
        {title}
        {count !== undefined && (
          <span className="ml-2 text-sm font-medium text-slate-600 dark:text-slate-400">({count})</span>
        )}
      </h2>
      {banners.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className={GRID}>
          {banners.map((banner) => (
            <li key={banner.id}>
              <BannerCard banner={banner} showCountdown={showCountdown} />
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

/**
 * The filters as a GET form of /banners: they work before the app is live, and the address is the
 * whole state (a new filter starts again at the first page of past banners).
 */
function BannerFilterForm({ filters, data }: { filters: BannerFilters; data: BannerList | undefined }) {
  const { t } = useLingui();
  const heroes = data?.heroes ?? [];
  const years = data?.years ?? [];
  const isFiltered = Boolean(filters.hero || filters.type || filters.year);
  return (
    <Form
      method="get"
      action={paths.banners}
      aria-label={t`Filter banners`}
      className={cn(CARD_CLASSES, 'mt-6 grid gap-3 p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end')}
    >
      <div>
        <label htmlFor="banner-filter-hero" className={LABEL}>
          <Trans>Hero</Trans>
        </label>
        <Select
          id="banner-filter-hero"
          name="hero"
          defaultValue={filters.hero}
          key={`hero-${filters.hero}-${heroes.length}`}
        >
          <option value="">{t`All heroes`}</option>
          {heroes.map((hero) => (
            <option key={hero.slug} value={hero.slug}>
              {hero.name}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor="banner-filter-type" className={LABEL}>
          <Trans>Type</Trans>
        </label>
        <Select id="banner-filter-type" name="type" defaultValue={filters.type} key={`type-${filters.type}`}>
          <option value="">{t`All types`}</option>
          {BANNER_TYPES.map((type) => (
            <option key={type} value={type}>
              {BANNER_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor="banner-filter-year" className={LABEL}>
          <Trans>Year</Trans>
        </label>
        <Select
          id="banner-filter-year"
          name="year"
          defaultValue={filters.year}
          key={`year-${filters.year}-${years.length}`}
        >
          <option value="">{t`All years`}</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit">
          <Trans>Filter</Trans>
        </Button>
        {isFiltered && (
          <TextLink to={paths.banners} className="text-sm">
            <Trans>Clear</Trans>
          </TextLink>
        )}
      </div>
    </Form>
  );
}
