import {
  MEMBER_SEARCH_DEBOUNCE_MS,
  MEMBER_SEARCH_MAX_LENGTH,
  MEMBER_SORTS,
  MEMBERS_PAGE_SIZE,
} from '@haven/shared/members/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw, Users } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ChoiceSelect } from '../../../components/ui/form-controls';
import { GalleryShell } from '../../../components/ui/gallery-shell';
import { FilterToggle, GallerySearch, useFilterToggle } from '../../../components/ui/gallery-toolbar';
import { EMPTY_STATE_TILE, IconTile } from '../../../components/ui/icon-tile';
import { ListForm } from '../../../components/ui/list-form';
import { SectionLoading } from '../../../components/ui/section-states';
import { cn } from '../../../lib/cn';
import { useMembers } from '../api/get-members';
import {
  countDirectoryFilters,
  DEFAULT_DIRECTORY_PARAMS,
  useDirectoryParams,
} from '../hooks/use-directory-params';
import { MEMBER_SORT_TEXTS, memberTexts } from '../shared-texts';
import { DirectoryFilters } from './directory-filters';
import { LoadMoreMembers } from './load-more-members';
import { MemberCard, MemberCardSkeleton } from './member-card';

const GRID_CLASSES = 'grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4';

/** The members directory: search, sort, the filter panel (user type, server, guild, class), the card grid and Load More. */
export function MembersDirectory() {
  const { t } = useLingui();
  const { params, change } = useDirectoryParams();
  const members = useMembers(params);
  const filterCount = countDirectoryFilters(params);
  const filters = useFilterToggle(filterCount > 0);
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];
  const isFiltered = params.search !== '' || filterCount > 0;
  const reset = () => change(DEFAULT_DIRECTORY_PARAMS);
  const isRefreshing = members.isFetching && !members.isFetchingNextPage && !members.isPending;

  return (
    <GalleryShell
      toolbar={
        <div className="flex flex-col gap-3 md:flex-row md:items-end">
          <GallerySearch
            label={t`Search members by username`}
            placeholder={memberTexts.searchPlaceholder}
            delayMs={MEMBER_SEARCH_DEBOUNCE_MS}
            maxLength={MEMBER_SEARCH_MAX_LENGTH}
            value={params.search}
            onSearch={(search, options) => change({ search }, options)}
          />
          {/* Phones: the sort takes a row of its own, the two buttons share the next. */}
          <div className="grid grid-cols-2 gap-3 md:flex">
            <ListForm owns={['sort']} className="col-span-2 md:w-52">
              <ChoiceSelect
                label={t`Sort members`}
                name="sort"
                value={params.sort}
                choices={MEMBER_SORTS}
                labelOf={(sort) => t(MEMBER_SORT_TEXTS[sort])}
                onChange={(sort) => change({ sort })}
                className="h-11"
              />
            </ListForm>
            <FilterToggle {...filters} activeCount={filterCount}>
              <Trans>Filters</Trans>
            </FilterToggle>
            <Button
              variant="outline"
              onClick={() => members.refetch()}
              disabled={isRefreshing}
              className="h-11 shrink-0"
            >
              <RefreshCw aria-hidden="true" className={cn('size-4', isRefreshing && 'animate-spin')} />
              <Trans>Refresh</Trans>
            </Button>
          </div>
        </div>
      }
      panel={
        <DirectoryFilters
          id={filters.panelId}
          isOpen={filters.isOpen}
          params={params}
          onChange={change}
          onReset={reset}
        />
      }
      isPending={members.isPending}
      isError={members.isError && items.length === 0}
      items={items}
      loading={
        <SectionLoading label={memberTexts.loading}>
          <p className="mb-4 text-sm font-medium text-slate-600 dark:text-slate-300">{memberTexts.loading}</p>
          <ul className={GRID_CLASSES}>
            {Array.from({ length: MEMBERS_PAGE_SIZE }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index}>
                <MemberCardSkeleton />
              </li>
            ))}
          </ul>
        </SectionLoading>
      }
      error={<Alert variant="error">{memberTexts.loadFailed}</Alert>}
      empty={
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-white/15">
          <IconTile icon={Users} className={EMPTY_STATE_TILE} />
          <p className="font-semibold text-slate-800 dark:text-slate-100">{memberTexts.empty}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {params.search ? memberTexts.noSearchMatch(params.search) : memberTexts.noFilterMatch}
          </p>
          {isFiltered && (
            <Button variant="secondary" onClick={reset}>
              {memberTexts.resetFilters}
            </Button>
          )}
        </div>
      }
      label={t`Members`}
      gridClassName={GRID_CLASSES}
      getKey={(member) => member.id}
      renderItem={(member) => <MemberCard member={member} />}
      footer={<LoadMoreMembers members={members} />}
    />
  );
}
