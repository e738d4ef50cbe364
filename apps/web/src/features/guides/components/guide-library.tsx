import { Trans, useLingui } from '@lingui/react/macro';
import { PenSquare, ShieldCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { DebouncedSearchInput } from '../../../components/ui/debounced-search-input';
import { Pagination } from '../../../components/ui/pagination';
import { paths } from '../../../lib/paths';
import { type GuideListParams, useGuides } from '../api/get-guides';
import { readGuideListParams } from '../hooks/guide-list-params';
import { GUIDE_TEXTS as GUIDE_MESSAGES } from '../shared-texts';
import { GuideCard } from './guide-card';
import {
  EmptyGuides,
  GRID,
  GuideLanguageSelect,
  GuideSortSelect,
  GuidesSkeleton,
  TagChips,
} from './guide-library-parts';

type GuideLibraryProps = { isSignedIn: boolean; canReview: boolean };

/**
 * /guides: search, order, tag chips, the approved guides' cards and their pages, optionally only a
 * hero's or a member's; the address holds the state.
 */
export function GuideLibrary({ isSignedIn, canReview }: GuideLibraryProps) {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readGuideListParams(searchParams);
  const { search, tag, hero, author, language, sort, page } = params;
  const guides = useGuides(params);

  /** The address with `next` applied, back at page 1 unless it names a page. */
  const paramsWith = (next: Partial<GuideListParams>) => {
    const params = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries({
      search,
      tag,
      hero,
      author,
      language,
      sort,
      page: 1,
      ...next,
    })) {
      const isDefault = (key === 'page' && value === 1) || (key === 'sort' && value === 'newest');
      if (value && !isDefault) params.set(key, String(value));
      else params.delete(key);
    }
    return params;
  };
  const change = (next: Partial<GuideListParams>) =>
    setSearchParams(paramsWith(next), { replace: next.page === undefined });
  const tagHref = (next: string) => {
    const query = paramsWith({ tag: next }).toString();
    return query ? `${paths.guides}?${query}` : paths.guides;
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
            <Trans>Guides</Trans>
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">
            <Trans>Strategies and tips written by the community.</Trans>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canReview && (
            <ButtonLink to={paths.adminGuides} variant="outline">
              <ShieldCheck aria-hidden="true" className="size-4" />
              <Trans>Review Guides</Trans>
            </ButtonLink>
          )}
          <ButtonLink to={paths.createGuide}>
            <PenSquare aria-hidden="true" className="size-4" />
            <Trans>Create Guide</Trans>
          </ButtonLink>
        </div>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <DebouncedSearchInput
            label={t`Search guides`}
            placeholder={t`Search guides by title or tag...`}
            value={search}
            onSearch={(next) => change({ search: next })}
          />
        </div>
        <GuideLanguageSelect value={language} onChange={(next) => change({ language: next })} />
        <GuideSortSelect value={sort} onChange={(next) => change({ sort: next })} />
      </div>

      <TagChips tags={guides.data?.allTags ?? []} active={tag} hrefOf={tagHref} />
      {(hero || author) && (
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200">
          {author ? GUIDE_MESSAGES.authorFilterActive(author) : GUIDE_MESSAGES.heroFilterActive}
          <Button variant="outline" size="sm" onClick={() => change({ hero: '', author: '' })}>
            <Trans>Show all guides</Trans>
          </Button>
        </p>
      )}

      {guides.isPending ? (
        <GuidesSkeleton />
      ) : guides.isError ? (
        <Alert variant="error">{GUIDE_MESSAGES.listLoadFailed}</Alert>
      ) : guides.data.items.length === 0 ? (
        <EmptyGuides
          isFiltered={search !== '' || tag !== '' || hero !== '' || author !== '' || language !== ''}
          isSignedIn={isSignedIn}
          onClear={() => change({ search: '', tag: '', hero: '', author: '', language: '' })}
        />
      ) : (
        <>
          <ul aria-label={t`Guides`} aria-busy={guides.isPlaceholderData} className={GRID}>
            {guides.data.items.map((guide) => (
              <li key={guide.id} className="flex">
                <GuideCard guide={guide} />
              </li>
            ))}
          </ul>
          <Pagination
            label={t`Guide pages`}
            currentPage={page}
            totalPages={guides.data.totalPages}
            getHref={pageHref}
          />
        </>
      )}
    </div>
  );
}
