import { OUTFITS_PAGE_SIZE } from '@haven/shared/outfits/constants';
import { OUTFIT_MESSAGES } from '@haven/shared/outfits/messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  GalleryCount,
  GalleryNoResults,
  GalleryShell,
  GallerySkeleton,
  galleryQueryState,
} from '../../../components/ui/gallery-shell';
import { FilteredGalleryToolbar, useFilterToggle } from '../../../components/ui/gallery-toolbar';
import { useOutfits } from '../api/get-outfits';
import { useOutfitListParams } from '../hooks/use-outfit-list-params';
import { OutfitCard, OutfitCardSkeleton } from './outfit-card';
import { OutfitFilters } from './outfit-filters';

/** Cards in the first rows load at once; the rest as they scroll into view. */
const EAGER_CARDS = 4;

/** The search box's name and placeholder. */
const SEARCH = { label: 'Search outfits', placeholder: 'Search outfits...' };

const GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/** The outfit gallery: search, the category and tag filter, the count, the grid and its pages. */
export function OutfitGallery() {
  const list = useOutfitListParams();
  const { params, changeFilters, pageHref, activeFilterCount } = list;
  const outfits = useOutfits(params);
  const filters = useFilterToggle(activeFilterCount > 0);

  return (
    <GalleryShell
      toolbar={<FilteredGalleryToolbar search={SEARCH} list={list} filters={filters} toggleLabel="Filter" />}
      panel={
        <OutfitFilters
          id={filters.panelId}
          isOpen={filters.isOpen}
          params={params}
          onChange={(c) => changeFilters(c)}
        />
      }
      {...galleryQueryState(outfits)}
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
        <GalleryNoResults
          title={OUTFIT_MESSAGES.noResults}
          isFiltered={params.search !== '' || activeFilterCount > 0}
          onClear={() => changeFilters({ search: '', categories: [], tags: [] })}
          clearLabel="Clear Search"
        />
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
      pages={outfits.data && { ...outfits.data, label: 'Outfit pages', getHref: pageHref }}
    />
  );
}
