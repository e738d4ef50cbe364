import { OUTFIT_MESSAGES, OUTFITS_PAGE_SIZE } from '@haven/shared';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  FilterToggle,
  GalleryCount,
  GalleryEmpty,
  GallerySearch,
  GalleryShell,
  GallerySkeleton,
} from '../../../components/ui/gallery-shell';
import { Pagination } from '../../../components/ui/pagination';
import { useOutfits } from '../api/get-outfits';
import { useOutfitListParams } from '../hooks/use-outfit-list-params';
import { OutfitCard, OutfitCardSkeleton } from './outfit-card';
import { OutfitFilters } from './outfit-filters';

/** Cards in the first rows load at once; the rest as they scroll into view. */
const EAGER_CARDS = 4;

const GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/** The outfit gallery: search, the category and tag filter, the count, the grid and its pages. */
export function OutfitGallery() {
  const { params, changeFilters, pageHref, activeFilterCount } = useOutfitListParams();
  const outfits = useOutfits(params);
  const [areFiltersOpen, setAreFiltersOpen] = useState(activeFilterCount > 0);
  const filtersId = useId();

  return (
    <GalleryShell
      toolbar={
        <div className="flex flex-col gap-3 sm:flex-row">
          <GallerySearch
            label="Search outfits"
            placeholder="Search outfits..."
            value={params.search}
            onSearch={(search, options) => changeFilters({ search }, options)}
          />
          <FilterToggle
            isOpen={areFiltersOpen}
            onToggle={() => setAreFiltersOpen((open) => !open)}
            panelId={filtersId}
            activeCount={activeFilterCount}
          >
            Filter
          </FilterToggle>
        </div>
      }
      panel={
        areFiltersOpen && <OutfitFilters id={filtersId} params={params} onChange={(c) => changeFilters(c)} />
      }
      isPending={outfits.isPending}
      isError={outfits.isError}
      items={outfits.data?.items}
      isBusy={outfits.isPlaceholderData}
      page={params.page}
      loading={
        <GallerySkeleton
          label="Loading outfits"
          count={OUTFITS_PAGE_SIZE}
          gridClassName={GRID_CLASSES}
          hasCountLine
        >
          <OutfitCardSkeleton />
        </GallerySkeleton>
      }
      error={
        <Alert variant="error">
          <p className="font-semibold">{OUTFIT_MESSAGES.loadFailed}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void outfits.refetch()}>
            Try Again
          </Button>
        </Alert>
      }
      empty={
        <GalleryEmpty title={OUTFIT_MESSAGES.noResults}>
          {(params.search || activeFilterCount > 0) && (
            <Button
              variant="secondary"
              className="mt-4"
              onClick={() => changeFilters({ search: '', categories: [], tags: [] })}
            >
              Clear Search
            </Button>
          )}
        </GalleryEmpty>
      }
      count={
        <GalleryCount>
          Showing {outfits.data?.items.length} of {outfits.data?.total} outfits
        </GalleryCount>
      }
      label="Outfits"
      gridClassName={GRID_CLASSES}
      getKey={(outfit) => outfit.id}
      renderItem={(outfit, index) => <OutfitCard outfit={outfit} isAboveFold={index < EAGER_CARDS} />}
      footer={
        outfits.data && (
          <Pagination
            label="Outfit pages"
            currentPage={outfits.data.page}
            totalPages={outfits.data.totalPages}
            getHref={pageHref}
            className="pt-2"
          />
        )
      }
    />
  );
}
