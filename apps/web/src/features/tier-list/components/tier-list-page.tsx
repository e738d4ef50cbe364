import { Trans } from '@lingui/react/macro';
import { Layers, SearchX } from 'lucide-react';
import { FilterToggle, useFilterToggle } from '../../../components/ui/gallery-toolbar';
import { HeroTraitFilters } from '../../../components/ui/hero-trait-filters';
import { ListForm } from '../../../components/ui/list-form';
import { OwnedOnlyToggle } from '../../../components/ui/owned-only-toggle';
import { SectionEmpty } from '../../../components/ui/section-states';
import { ApiError } from '../../../lib/api-client';
import { useFormatDate } from '../../../lib/dates';
import { useGameModes } from '../api/get-game-modes';
import type { TierListParams } from '../api/get-tier-list';
import { useTierList } from '../api/get-tier-list';
import { useTierListParams } from '../hooks/use-tier-list-params';
import { TIER_LIST_TEXTS as M } from '../shared-texts';
import { ChangeNotes } from './change-notes';
import { ModePicker } from './mode-picker';
import { TierListError, TierListSkeleton } from './tier-list-states';
import { TierRows } from './tier-rows';

/** The tier list's body: mode picker, filters, the chosen mode's tiers and what changed. */
export function TierListPage({ canFilterOwned = false }: { canFilterOwned?: boolean }) {
  const formatDate = useFormatDate();
  const { params: asked, change, modeHref } = useTierListParams();
  // A visitor's address may say owned=1; they have no collection, so it lists everyone.
  const { owned, ...rest } = asked;
  const params: TierListParams = owned && canFilterOwned ? asked : rest;
  const activeCount = params.classes.length + params.rarities.length + params.roles.length;
  const filters = useFilterToggle(activeCount > 0);
  const modes = useGameModes();
  const hasModes = (modes.data?.items.length ?? 0) > 0;
  const list = useTierList(params, hasModes);

  const isUnknownMode = list.error instanceof ApiError && list.error.status === 404;
  if (modes.isError || (list.isError && !isUnknownMode)) {
    return (
      <TierListError
        isRetrying={modes.isFetching || list.isFetching}
        onRetry={() => void (modes.isError ? modes.refetch() : list.refetch())}
      />
    );
  }
  if (modes.data && !hasModes) {
    return (
      <div className="mt-6">
        <SectionEmpty icon={Layers} title={M.noModes} />
      </div>
    );
  }

  const data = list.data;
  const currentSlug = params.mode || (data?.mode.slug ?? '');
  const isFilteredEmpty =
    data !== undefined && data.unranked.length === 0 && data.tiers.every((tier) => tier.heroes.length === 0);
  return (
    <div className="mt-6 space-y-4">
      <div className="min-h-13">
        {modes.data && <ModePicker modes={modes.data.items} currentSlug={currentSlug} hrefOf={modeHref} />}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-h-5 text-sm text-slate-600 dark:text-slate-300">
          {data && M.lastUpdated(formatDate(data.updatedAt, 'long'))}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {canFilterOwned && (
            <ListForm owns={['owned']} inline>
              <OwnedOnlyToggle
                isOwned={params.owned === true}
                onChange={(isOwned) => change({ owned: isOwned })}
              />
            </ListForm>
          )}
          <FilterToggle {...filters} activeCount={activeCount}>
            <Trans>Filters</Trans>
          </FilterToggle>
        </div>
      </div>
      <HeroTraitFilters id={filters.panelId} isOpen={filters.isOpen} selected={params} onChange={change} />
      {data?.mode.description && (
        <p data-content className="text-slate-700 dark:text-slate-200">
          {data.mode.description}
        </p>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300">{M.communityRule}</p>
      {isUnknownMode ? (
        <SectionEmpty icon={SearchX} title={M.modeNotFound} />
      ) : !data ? (
        <TierListSkeleton />
      ) : isFilteredEmpty ? (
        <SectionEmpty icon={SearchX} title={M.noHeroes} />
      ) : (
        <TierRows list={data} />
      )}
      {data && <ChangeNotes changes={data.changes} />}
    </div>
  );
}
