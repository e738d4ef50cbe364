import { OUTFIT_MESSAGES, OUTFITS_PAGE_SIZE } from '@haven/shared';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DebouncedSearchInput } from '../../../components/ui/debounced-search-input';
import { Pagination } from '../../../components/ui/pagination';
import { useOutfits } from '../api/get-outfits';
import { useOutfitListParams } from '../hooks/use-outfit-list-params';
import { OutfitCard, OutfitCardSkeleton } from './outfit-card';
import { OutfitFilters } from './outfit-filters';

/** The search waits this long after the last keystroke before it asks the server. */
/** Cards in the first rows load at once; the rest as they scroll into view. */
const EAGER_CARDS = 4;

/** The outfit gallery: search, the category and tag filter, the count, the grid and its pages. */
export function OutfitGallery() {
  const { params, changeFilters, pageHref, activeFilterCount } = useOutfitListParams();
  const outfits = useOutfits(params);
  const [areFiltersOpen, setAreFiltersOpen] = useState(activeFilterCount > 0);
  const filtersId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);

  // A new page scrolls back to the top of the grid (not on first render).
  const shownPage = useRef(params.page);
  useEffect(() => {
    if (shownPage.current === params.page) return;
    shownPage.current = params.page;
    const top = resultsRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [params.page]);

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row">
        <DebouncedSearchInput
          label="Search outfits"
          placeholder="Search outfits..."
          value={params.search}
          // Starting a search adds a history entry (Back clears it); refining it replaces that entry.
          onSearch={(search) => changeFilters({ search }, { replace: params.search !== '' && search !== '' })}
        />
        <Button
          variant="outline"
          aria-expanded={areFiltersOpen}
          aria-controls={areFiltersOpen ? filtersId : undefined}
          onClick={() => setAreFiltersOpen((open) => !open)}
          className="h-11 shrink-0"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filter
          {activeFilterCount > 0 && (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white dark:bg-brand-500">
              {activeFilterCount}
              <span className="sr-only"> active</span>
            </span>
          )}
        </Button>
      </div>

      {areFiltersOpen && <OutfitFilters id={filtersId} params={params} onChange={(c) => changeFilters(c)} />}

      <div ref={resultsRef} className="scroll-mt-24 space-y-4">
        {outfits.isPending ? (
          <div role="status" aria-label="Loading outfits" className="space-y-4">
            <p className="h-5" />
            <ul className={GRID_CLASSES}>
              {Array.from({ length: OUTFITS_PAGE_SIZE }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={index}>
                  <OutfitCardSkeleton />
                </li>
              ))}
            </ul>
          </div>
        ) : outfits.isError ? (
          <Alert variant="error">
            <p className="font-semibold">{OUTFIT_MESSAGES.loadFailed}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void outfits.refetch()}>
              Try Again
            </Button>
          </Alert>
        ) : outfits.data.items.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-white/15">
            <p className="font-semibold text-slate-800 dark:text-slate-100">{OUTFIT_MESSAGES.noResults}</p>
            {(params.search || activeFilterCount > 0) && (
              <Button
                variant="secondary"
                className="mt-4"
                onClick={() => changeFilters({ search: '', categories: [], tags: [] })}
              >
                Clear Search
              </Button>
            )}
          </div>
        ) : (
          <>
            <p className="h-5 text-sm text-slate-600 dark:text-slate-400">
              Showing {outfits.data.items.length} of {outfits.data.total} outfits
            </p>
            <ul aria-label="Outfits" className={GRID_CLASSES} aria-busy={outfits.isPlaceholderData}>
              {outfits.data.items.map((outfit, index) => (
                <li key={outfit.id}>
                  <OutfitCard outfit={outfit} isAboveFold={index < EAGER_CARDS} />
                </li>
              ))}
            </ul>
            <Pagination
              label="Outfit pages"
              currentPage={outfits.data.page}
              totalPages={outfits.data.totalPages}
              getHref={pageHref}
              className="pt-2"
            />
          </>
        )}
      </div>
    </div>
  );
}

const GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';
