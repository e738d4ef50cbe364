import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import { HEROES_PAGE_SIZE } from '@haven/shared/heroes/rules';
import { Alert } from '../../../components/ui/alert';
import {
  GalleryCount,
  GalleryNoResults,
  GalleryShell,
  GallerySkeleton,
  galleryQueryState,
  shownRange,
} from '../../../components/ui/gallery-shell';
import { FilteredGalleryToolbar, useFilterToggle } from '../../../components/ui/gallery-toolbar';
import { HeroTraitFilters } from '../../../components/ui/hero-trait-filters';
import { useHeroes } from '../api/get-heroes';
import { useHeroListParams } from '../hooks/use-hero-list-params';
import { HealthDebug } from './health-debug';
import { HeroCard, HeroCardSkeleton, HeroCompactCard } from './hero-card';
import { HeroListControls } from './hero-list-controls';
import { HeroStatsPanel } from './hero-stats-panel';

const GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5';
/** The compact view: at least three small cards a row on a phone. */
const COMPACT_GRID_CLASSES = 'grid grid-cols-3 gap-2 sm:grid-cols-5 md:grid-cols-6 lg:grid-cols-8';

/** The search box's name and placeholder. */
const SEARCH = { label: 'Search heroes by name', placeholder: 'Search heroes by name...' };

/** The Hero Collection: search, filters, statistics, the card grid and its pages. */
export function HeroCollection() {
  const list = useHeroListParams();
  const { params, changeFilters, pageHref, activeFilterCount, view, changeView } = list;
  const heroes = useHeroes(params);
  const compact = view === 'compact';
  const gridClasses = compact ? COMPACT_GRID_CLASSES : GRID_CLASSES;
  const filters = useFilterToggle(activeFilterCount > 0);
  const range = heroes.data && shownRange(heroes.data);

  return (
    <GalleryShell
      toolbar={
        <div className="space-y-3">
          <FilteredGalleryToolbar
            search={SEARCH}
            list={list}
            filters={filters}
            toggleLabel={filters.isOpen ? 'Hide Filters' : 'Show Filters'}
          />
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
          <HeroTraitFilters
            id={filters.panelId}
            isOpen={filters.isOpen}
            selected={params}
            onChange={(c) => changeFilters(c)}
          />
          <HeroStatsPanel />
        </>
      }
      {...galleryQueryState(heroes)}
      page={params.page}
      loading={
        <GallerySkeleton label="Loading heroes" count={HEROES_PAGE_SIZE} gridClassName={gridClasses}>
          <HeroCardSkeleton compact={compact} />
        </GallerySkeleton>
      }
      error={
        <Alert variant="error">
          <p className="font-semibold">{HERO_MESSAGES.loadFailed}</p>
          <HealthDebug />
        </Alert>
      }
      empty={
        <GalleryNoResults
          title={HERO_MESSAGES.noResults}
          isFiltered={params.search !== '' || activeFilterCount > 0}
          onClear={() => changeFilters({ search: '', classes: [], rarities: [], roles: [] })}
          clearLabel="Clear search and filters"
        />
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
