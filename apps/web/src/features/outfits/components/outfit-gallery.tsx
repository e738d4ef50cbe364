import { OUTFITS_PAGE_SIZE } from '@haven/shared/outfits/constants';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { outfitTexts } from '../shared-texts';
import { OutfitCard, OutfitCardSkeleton } from './outfit-card';
import { OutfitFilters } from './outfit-filters';

/** Cards in the first rows load at once; the rest as they scroll into view. */
const EAGER_CARDS = 4;

/** The search box's name and placeholder. */
const SEARCH = { label: msg`Search outfits`, placeholder: msg`Search outfits...` };

const GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/** The outfit gallery: search, the category and tag filter, the count, the grid and its pages. */
export function OutfitGallery() {
  const { t } = useLingui();
  const list = useOutfitListParams();
  const { params, changeFilters, pageHref, activeFilterCount, placeMark } = list;
  const outfits = useOutfits(params);
  const shownCount = outfits.data?.items.length;
  const totalCount = outfits.data?.total;
  const filters = useFilterToggle(activeFilterCount > 0);

  return (
    <>
      {placeMark && <span hidden {...placeMark} />}
      <GalleryShell
        toolbar={
          <FilteredGalleryToolbar
            search={{ label: t(SEARCH.label), placeholder: t(SEARCH.placeholder) }}
            list={list}
            filters={filters}
            toggleLabel={t`Filter`}
          />
        }
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
            label={t`Loading outfits`}
            count={OUTFITS_PAGE_SIZE}
            gridClassName={GRID_CLASSES}
            hasCountLine
          >
            <OutfitCardSkeleton />
          </GallerySkeleton>
        }
        error={
          <Alert variant="error">
            <p className="font-semibold">{outfitTexts.loadFailed}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void outfits.refetch()}>
              <Trans>Try Again</Trans>
            </Button>
          </Alert>
        }
        empty={
          <GalleryNoResults
            title={outfitTexts.noResults}
            isFiltered={params.search !== '' || activeFilterCount > 0}
            onClear={() => changeFilters({ search: '', categories: [], tags: [] })}
            clearLabel={t`Clear Search`}
          />
        }
        count={
          <GalleryCount>
            <Trans>
              Showing {shownCount} of {totalCount} outfits
            </Trans>
          </GalleryCount>
        }
        label={t`Outfits`}
        gridClassName={GRID_CLASSES}
        getKey={(outfit) => outfit.id}
        renderItem={(outfit, index) => <OutfitCard outfit={outfit} isAboveFold={index < EAGER_CARDS} />}
        pages={outfits.data && { ...outfits.data, label: t`Outfit pages`, getHref: pageHref }}
      />
    </>
  );
}
