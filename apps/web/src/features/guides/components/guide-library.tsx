import { GUIDE_MESSAGES } from '@haven/shared/guides/messages';
import { GUIDES_PAGE_SIZE } from '@haven/shared/guides/rules';
import { GuideListQuerySchema } from '@haven/shared/guides/schemas';
import { BookOpen, PenSquare, ShieldCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { DebouncedSearchInput } from '../../../components/ui/debounced-search-input';
import { Pagination } from '../../../components/ui/pagination';
import { SKELETON_BLOCK } from '../../../components/ui/section-states';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useGuides } from '../api/get-guides';
import { GuideCard } from './guide-card';

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';
const ALL_GUIDES = 'All Guides';

type GuideLibraryProps = { isSignedIn: boolean; canReview: boolean };

/** /guides: search, tag chips, the approved guides' cards and their pages; the address holds the state. */
export function GuideLibrary({ isSignedIn, canReview }: GuideLibraryProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const tag = searchParams.get('tag') ?? '';
  const heroParam = searchParams.get('hero') ?? '';
  // Only a hero id filters; anything else in the address is ignored.
  const hero = GuideListQuerySchema.shape.hero.safeParse(heroParam).success ? heroParam : '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const guides = useGuides({ search, tag, hero, page });

  const change = (next: { search?: string; tag?: string; hero?: string; page?: number }) => {
    const params = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries({ search, tag, hero, page: 1, ...next })) {
      if (value && !(key === 'page' && value === 1)) params.set(key, String(value));
      else params.delete(key);
    }
    setSearchParams(params, { replace: next.page === undefined });
  };
  const pageHref = (target: number) => {
    const params = new URLSearchParams(searchParams);
    if (target > 1) params.set('page', String(target));
    else params.delete('page');
    const query = params.toString();
    return query ? `${paths.guides}?${query}` : paths.guides;
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            Guides
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">
            Strategies and tips written by the community.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canReview && (
            <ButtonLink to={paths.adminGuides} variant="outline">
              <ShieldCheck aria-hidden="true" className="size-4" />
              Review Guides
            </ButtonLink>
          )}
          <ButtonLink to={paths.createGuide}>
            <PenSquare aria-hidden="true" className="size-4" />
            Create Guide
          </ButtonLink>
        </div>
      </div>

      <DebouncedSearchInput
        label="Search guides"
        placeholder="Search guides by title or tag..."
        value={search}
        onSearch={(next) => change({ search: next })}
      />

      <TagChips tags={guides.data?.allTags ?? []} active={tag} onChange={(next) => change({ tag: next })} />
      {hero && (
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200">
          {GUIDE_MESSAGES.heroFilterActive}
          <Button variant="outline" size="sm" onClick={() => change({ hero: '' })}>
            Show all guides
          </Button>
        </p>
      )}

      {guides.isPending ? (
        <GuidesSkeleton />
      ) : guides.isError ? (
        <Alert variant="error">{GUIDE_MESSAGES.listLoadFailed}</Alert>
      ) : guides.data.items.length === 0 ? (
        <EmptyGuides
          isFiltered={search !== '' || tag !== '' || hero !== ''}
          isSignedIn={isSignedIn}
          onClear={() => change({ search: '', tag: '', hero: '' })}
        />
      ) : (
        <>
          <ul aria-label="Guides" aria-busy={guides.isPlaceholderData} className={GRID}>
            {guides.data.items.map((guide) => (
              <li key={guide.id} className="flex">
                <GuideCard guide={guide} />
              </li>
            ))}
          </ul>
          <Pagination
            label="Guide pages"
            currentPage={guides.data.page}
            totalPages={guides.data.totalPages}
            getHref={pageHref}
          />
        </>
      )}
    </div>
  );
}

type TagChipsProps = { tags: readonly string[]; active: string; onChange: (tag: string) => void };

/** 'All Guides' and one chip per tag in use; the chosen one is pressed. */
function TagChips({ tags, active, onChange }: TagChipsProps) {
  const chip = (label: string, value: string) => (
    <li key={label}>
      <button
        type="button"
        aria-pressed={active === value}
        onClick={() => onChange(value)}
        className={cn(
          'rounded-full border px-3 py-1.5 text-sm font-semibold transition-colors',
          active === value
            ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500'
            : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-white/15 dark:bg-night-900 dark:text-slate-200 dark:hover:bg-white/10',
        )}
      >
        {label}
      </button>
    </li>
  );
  return (
    <ul aria-label="Filter by tag" className="flex min-h-9 flex-wrap gap-2">
      {chip(ALL_GUIDES, '')}
      {tags.map((tag) => chip(tag, tag))}
    </ul>
  );
}

type EmptyGuidesProps = { isFiltered: boolean; isSignedIn: boolean; onClear: () => void };

function EmptyGuides({ isFiltered, isSignedIn, onClear }: EmptyGuidesProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white/70 px-6 py-12 text-center dark:border-white/15 dark:bg-white/5">
      <span className="grid size-12 place-items-center rounded-full bg-gold-300/40 text-gold-700 dark:bg-gold-400/15 dark:text-gold-300">
        <BookOpen aria-hidden="true" className="size-6" />
      </span>
      <p className="font-semibold text-slate-800 dark:text-slate-100">
        {isFiltered ? GUIDE_MESSAGES.noMatches : GUIDE_MESSAGES.noGuides}
      </p>
      {isFiltered ? (
        <Button variant="secondary" onClick={onClear}>
          Clear search and filters
        </Button>
      ) : isSignedIn ? (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Be the first to share your strategy with the community.
          </p>
          <ButtonLink to={paths.createGuide}>Create the first guide</ButtonLink>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">Have a strategy to share?</p>
          <Link
            to={paths.login}
            className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            Sign in to create
          </Link>
        </>
      )}
    </div>
  );
}

function GuidesSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading guides...</span>
      <ul aria-hidden="true" className={cn(GRID, 'animate-pulse')}>
        {Array.from({ length: Math.min(6, GUIDES_PAGE_SIZE) }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={CARD_CLASSES}>
            <div className={cn(SKELETON_BLOCK, 'aspect-[16/9] rounded-none')} />
            <div className="space-y-2.5 p-5">
              <div className={cn(SKELETON_BLOCK, 'h-5 w-4/5')} />
              <div className={cn(SKELETON_BLOCK, 'h-3 w-full')} />
              <div className={cn(SKELETON_BLOCK, 'h-3 w-2/3')} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
