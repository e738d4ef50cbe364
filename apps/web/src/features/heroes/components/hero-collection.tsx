import { HERO_MESSAGES, HEROES_PAGE_SIZE } from '@haven/shared';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DebouncedSearchInput } from '../../../components/ui/debounced-search-input';
import { useHeroes } from '../api/get-heroes';
import { useHeroListParams } from '../hooks/use-hero-list-params';
import { HealthDebug } from './health-debug';
import { HeroCard, HeroCardSkeleton } from './hero-card';
import { HeroFilters, ResultCount } from './hero-filters';
import { HeroPages } from './hero-pages';
import { HeroStatsPanel } from './hero-stats-panel';

/** The name search waits this long after the last keystroke before it asks the server. */

/** The Hero Collection: search, filters, statistics, the card grid and its pages. */
export function HeroCollection() {
  const { params, changeFilters, pageHref, activeFilterCount } = useHeroListParams();
  const heroes = useHeroes(params);
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
          label="Search heroes by name"
          placeholder="Search heroes by name..."
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
          {areFiltersOpen ? 'Hide Filters' : 'Show Filters'}
          {activeFilterCount > 0 && (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white dark:bg-brand-500">
              {activeFilterCount}
              <span className="sr-only"> active</span>
            </span>
          )}
        </Button>
      </div>

      {areFiltersOpen && <HeroFilters id={filtersId} params={params} onChange={(c) => changeFilters(c)} />}

      <HeroStatsPanel />

      <div ref={resultsRef} className="scroll-mt-24 space-y-4">
        {heroes.isPending ? (
          <div role="status" aria-label="Loading heroes">
            <ul className={GRID_CLASSES}>
              {Array.from({ length: HEROES_PAGE_SIZE }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={index}>
                  <HeroCardSkeleton />
                </li>
              ))}
            </ul>
          </div>
        ) : heroes.isError ? (
          <Alert variant="error">
            <p className="font-semibold">{HERO_MESSAGES.loadFailed}</p>
            <HealthDebug />
          </Alert>
        ) : heroes.data.items.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-white/15">
            <p className="font-semibold text-slate-800 dark:text-slate-100">{HERO_MESSAGES.noResults}</p>
            {(params.search || activeFilterCount > 0) && (
              <Button
                variant="secondary"
                className="mt-4"
                onClick={() => changeFilters({ search: '', classes: [], rarities: [], roles: [] })}
              >
                Clear search and filters
              </Button>
            )}
          </div>
        ) : (
          <>
            <ResultCount data={heroes.data} />
            <ul aria-label="Heroes" className={GRID_CLASSES} aria-busy={heroes.isPlaceholderData}>
              {heroes.data.items.map((hero) => (
                <li key={hero.id}>
                  <HeroCard hero={hero} />
                </li>
              ))}
            </ul>
            <HeroPages list={heroes.data} getHref={pageHref} className="pt-2" />
          </>
        )}
      </div>
    </div>
  );
}

const GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5';
