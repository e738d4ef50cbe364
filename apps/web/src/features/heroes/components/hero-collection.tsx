import { HEROES_PAGE_SIZE } from '@haven/shared/heroes/rules';
import type { Tier } from '@haven/shared/tier-list/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
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
import { type HeroListParams, useHeroes } from '../api/get-heroes';
import { useHeroListParams } from '../hooks/use-hero-list-params';
import { heroText } from '../shared-texts';
import { HealthDebug } from './health-debug';
import { HeroCard, HeroCardSkeleton, HeroCompactCard } from './hero-card';
import { HeroListControls } from './hero-list-controls';
import { HeroStatsPanel } from './hero-stats-panel';

const GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5';
/** The compact view: the whole collection as icons and names, four a row on a phone. */
const COMPACT_GRID_CLASSES =
  'grid grid-cols-4 gap-x-2 gap-y-3 sm:grid-cols-6 md:grid-cols-8 lg:grid-cols-10 xl:grid-cols-12';
/** Placeholders while the compact view loads: a screenful, not the whole collection. */
const COMPACT_SKELETON_COUNT = 24;

type HeroCollectionProps = {
  /** Draws a hero's tier on its card when the list is sorted by tier. */
  renderTier?: (tier: Tier) => ReactNode;
  /** Whether 'Owned only' is offered: to signed-in members. */
  canFilterOwned?: boolean;
};

/** The Hero Collection: search, filters, statistics, the card grid and its pages. */
export function HeroCollection({ renderTier, canFilterOwned = false }: HeroCollectionProps) {
  const { t } = useLingui();
  // The search box's name and placeholder.
  const search = { label: t`Search heroes by name`, placeholder: t`Search heroes by name...` };
  const list = useHeroListParams();
  const { changeFilters, pageHref, activeFilterCount, view, changeView } = list;
  // A visitor's address may say owned=1; they have no collection, so it lists everyone.
  const { owned, ...rest } = list.params;
  const params: HeroListParams = owned && canFilterOwned ? list.params : rest;
  const heroes = useHeroes(params, view);
  const tierOf = (tier: string | null) =>
    params.sort === 'tier' && tier && renderTier ? renderTier(tier as Tier) : null;
  const compact = view === 'compact';
  const gridClasses = compact ? COMPACT_GRID_CLASSES : GRID_CLASSES;
  const filters = useFilterToggle(activeFilterCount > 0);
  const range = heroes.data && shownRange(heroes.data);

  return (
    <GalleryShell
      toolbar={
        <div className="space-y-3">
          <FilteredGalleryToolbar
            search={search}
            list={list}
            filters={filters}
            toggleLabel={filters.isOpen ? t`Hide Filters` : t`Show Filters`}
          />
          <HeroListControls
            params={params}
            onChange={(change) => changeFilters(change)}
            view={view}
            onViewChange={changeView}
            canFilterOwned={canFilterOwned}
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
        <GallerySkeleton
          label={t`Loading heroes`}
          count={compact ? COMPACT_SKELETON_COUNT : HEROES_PAGE_SIZE}
          gridClassName={gridClasses}
        >
          <HeroCardSkeleton compact={compact} />
        </GallerySkeleton>
      }
      error={
        <Alert variant="error">
          <p className="font-semibold">{heroText('loadFailed')}</p>
          <HealthDebug />
        </Alert>
      }
      empty={
        <GalleryNoResults
          title={heroText('noResults')}
          isFiltered={params.search !== '' || activeFilterCount > 0 || params.owned === true}
          onClear={() => changeFilters({ search: '', classes: [], rarities: [], roles: [], owned: false })}
          clearLabel={t`Clear search and filters`}
        />
      }
      count={
        range && (
          <GalleryCount>
            <Trans>
              Showing {range.first}–{range.last} of {heroes.data?.total} heroes
            </Trans>
          </GalleryCount>
        )
      }
      label={t`Heroes`}
      gridClassName={gridClasses}
      itemClassName="flex"
      getKey={(hero) => hero.id}
      renderItem={(hero) =>
        compact ? (
          <HeroCompactCard hero={hero} tier={tierOf(hero.tier)} />
        ) : (
          <HeroCard hero={hero} tier={tierOf(hero.tier)} />
        )
      }
      pages={heroes.data && { ...heroes.data, label: t`Hero pages`, getHref: pageHref }}
    />
  );
}
