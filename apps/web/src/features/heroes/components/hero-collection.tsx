import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import { HEROES_PAGE_SIZE } from '@haven/shared/heroes/rules';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  FilterToggle,
  GalleryCount,
  GalleryEmpty,
  GallerySearch,
  GalleryShell,
  GallerySkeleton,
  shownRange,
  useFilterToggle,
} from '../../../components/ui/gallery-shell';
import { useHeroes } from '../api/get-heroes';
import { useHeroListParams } from '../hooks/use-hero-list-params';
import { HealthDebug } from './health-debug';
import { HeroCard, HeroCardSkeleton, HeroCompactCard, HeroCompactCardSkeleton } from './hero-card';
import { HeroFilters } from './hero-filters';
import { HeroListControls } from './hero-list-controls';
import { HeroStatsPanel } from './hero-stats-panel';

const GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5';
/** The compact view: at least three small cards a row on a phone. */
const COMPACT_GRID_CLASSES = 'grid grid-cols-3 gap-2 sm:grid-cols-5 md:grid-cols-6 lg:grid-cols-8';

/** The Hero Collection: search, filters, statistics, the card grid and its pages. */
export function HeroCollection() {
  const { params, changeFilters, pageHref, activeFilterCount, view, changeView } = useHeroListParams();
  const heroes = useHeroes(params);
  const compact = view === 'compact';
  const gridClasses = compact ? COMPACT_GRID_CLASSES : GRID_CLASSES;
  const filters = useFilterToggle(activeFilterCount > 0);
  const range = heroes.data && shownRange(heroes.data);

  return (
    <GalleryShell
      toolbar={
        <div className="space-y-3">
          <div className="flex flex-col gap-3 sm:flex-row">
            <GallerySearch
              label="Search heroes by name"
              placeholder="Search heroes by name..."
              value={params.search}
              onSearch={(search, options) => changeFilters({ search }, options)}
            />
            <FilterToggle {...filters} activeCount={activeFilterCount}>
              {filters.isOpen ? 'Hide Filters' : 'Show Filters'}
            </FilterToggle>
          </div>
          <HeroListControls
            params={params}
            onChange={(change) => changeFilters(change)}
            view={view}
            onViewChange={changeView}
          />
        </div>
      }
      panel={
        <>
          {filters.isOpen && (
            <HeroFilters id={filters.panelId} params={params} onChange={(c) => changeFilters(c)} />
          )}
          <HeroStatsPanel />
        </>
      }
      isPending={heroes.isPending}
      isError={heroes.isError}
      items={heroes.data?.items}
      isBusy={heroes.isPlaceholderData}
      page={params.page}
      loading={
        <GallerySkeleton label="Loading heroes" count={HEROES_PAGE_SIZE} gridClassName={gridClasses}>
          {compact ? <HeroCompactCardSkeleton /> : <HeroCardSkeleton />}
        </GallerySkeleton>
      }
      error={
        <Alert variant="error">
          <p className="font-semibold">{HERO_MESSAGES.loadFailed}</p>
          <HealthDebug />
        </Alert>
      }
      empty={
        <GalleryEmpty title={HERO_MESSAGES.noResults}>
          {(params.search || activeFilterCount > 0) && (
            <Button
              variant="secondary"
              className="mt-4"
              onClick={() => changeFilters({ search: '', classes: [], rarities: [], roles: [] })}
            >
              Clear search and filters
            </Button>
          )}
        </GalleryEmpty>
      }
      count={
        range && (
          <GalleryCount>
            Showing {range.first}–{range.last} of {heroes.data?.total} heroes
          </GalleryCount>
        )
      }
      label="Heroes"
      gridClassName={gridClasses}
      itemClassName="flex"
      getKey={(hero) => hero.id}
      renderItem={(hero) => (compact ? <HeroCompactCard hero={hero} /> : <HeroCard hero={hero} />)}
      pages={heroes.data && { ...heroes.data, label: 'Hero pages', getHref: pageHref }}
    />
  );
}
