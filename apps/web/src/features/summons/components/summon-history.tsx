import { BANNER_TYPES, type BannerType } from '@haven/shared/banners/constants';
import { RARITIES, type Rarity } from '@haven/shared/heroes/constants';
import type { SummonEntry, SummonHistory } from '@haven/shared/summons/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { History, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
import { ChoiceSelect } from '../../../components/ui/form-controls';
import { ListForm } from '../../../components/ui/list-form';
import { FormDialog, ModalHeader } from '../../../components/ui/modal';
import { Pagination } from '../../../components/ui/pagination';
import { RARITY_STYLES } from '../../../components/ui/rarity-badge';
import { SectionEmpty, SKELETON_BLOCK } from '../../../components/ui/section-states';
import { cn } from '../../../lib/cn';
import { useFormatDate } from '../../../lib/dates';
import { BANNER_TYPE_TEXTS as BANNER_TYPE_LABELS } from '../../banners/shared-texts';
import { useDeleteSummon } from '../api/delete-summon';
import { useSummonHistory } from '../api/get-summon-history';
import { useUpdateSummon } from '../api/update-summon';
import { useHistoryParams } from '../hooks/use-history-params';
import { SUMMON_TEXTS as M, SUMMON_KIND_TEXTS as SUMMON_KIND_LABELS } from '../shared-texts';
import { type HeroPicker, SummonForm } from './summon-form';

/** The member's summon history: filters as a GET form of the address, the entries, their pages. */
export function SummonHistoryList({ renderPicker }: { renderPicker: HeroPicker }) {
  const { t } = useLingui();
  const { params, change, pageHref } = useHistoryParams();
  const history = useSummonHistory(params);
  const isFiltered = params.type !== '' || params.banner !== '' || params.rarity !== '';
  return (
    <div className="space-y-4">
      <ListForm owns={['type', 'banner', 'rarity']} inline>
        <div className="w-full sm:w-48">
          <ChoiceSelect
            label={M.bannerType}
            showLabel
            name="type"
            value={params.type}
            choices={['', ...BANNER_TYPES] as ('' | BannerType)[]}
            labelOf={(t) => (t ? BANNER_TYPE_LABELS[t] : M.allTypes)}
            onChange={(type) => change({ type })}
          />
        </div>
        <div className="w-full sm:w-56">
          <ChoiceSelect
            label={M.banner}
            showLabel
            name="banner"
            value={params.banner}
            choices={[
              '',
              ...(history.data?.banners.map((b) => b.id) ?? (params.banner ? [params.banner] : [])),
            ]}
            labelOf={(id) =>
              id ? (history.data?.banners.find((b) => b.id === id)?.name ?? id) : M.allBanners
            }
            onChange={(banner) => change({ banner })}
          />
        </div>
        <div className="w-full sm:w-40">
          <ChoiceSelect
            label={M.rarityFilter}
            showLabel
            name="rarity"
            value={params.rarity}
            choices={['', ...RARITIES] as ('' | Rarity)[]}
            labelOf={(r) => r || M.anyRarity}
            onChange={(rarity) => change({ rarity })}
          />
        </div>
      </ListForm>
      <HistoryBody history={history} isFiltered={isFiltered} renderPicker={renderPicker} />
      {history.data && history.data.totalPages > 1 && (
        <Pagination
          label={t`Summon history pages`}
          currentPage={history.data.page}
          totalPages={history.data.totalPages}
          getHref={pageHref}
        />
      )}
    </div>
  );
}

type HistoryBodyProps = {
  history: ReturnType<typeof useSummonHistory>;
  isFiltered: boolean;
  renderPicker: HeroPicker;
};

function HistoryBody({ history, isFiltered, renderPicker }: HistoryBodyProps) {
  if (history.isPending) {
    return (
      <ul aria-busy="true" aria-label="Loading your summons" className="space-y-3">
        {[0, 1, 2].map((i) => (
          <li key={i} className={cn(CARD_CLASSES, 'h-28 p-4')}>
            <div className={cn(SKELETON_BLOCK, 'h-4 w-48')} />
            <div className={cn(SKELETON_BLOCK, 'mt-3 h-6 w-full')} />
          </li>
        ))}
      </ul>
    );
  }
  if (history.isError && !history.data) {
    return (
      <Alert variant="error">
        {M.loadFailed}{' '}
        <Button variant="outline" size="sm" onClick={() => history.refetch()}>
          <Trans>Try Again</Trans>
        </Button>
      </Alert>
    );
  }
  const data: SummonHistory = history.data;
  if (data.items.length === 0) {
    return <SectionEmpty icon={History} title={isFiltered ? M.noMatches : M.noHistory} />;
  }
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {data.total} {data.total === 1 ? 'summon' : 'summons'}
      </p>
      <ul className="space-y-3">
        {data.items.map((entry) => (
          <HistoryEntry key={entry.id} entry={entry} renderPicker={renderPicker} />
        ))}
      </ul>
    </>
  );
}

function HistoryEntry({ entry, renderPicker }: { entry: SummonEntry; renderPicker: HeroPicker }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const [isEditing, setIsEditing] = useState(false);
  const update = useUpdateSummon();
  const remove = useDeleteSummon();
  const title = `${SUMMON_KIND_LABELS[entry.kind]} · ${entry.banner?.name ?? BANNER_TYPE_LABELS[entry.bannerType]}`;
  return (
    <li className={cn(CARD_CLASSES, 'p-4')}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {BANNER_TYPE_LABELS[entry.bannerType]} ·{' '}
            <time dateTime={entry.summonedAt}>{formatDate(entry.summonedAt, 'dateTime')}</time>
          </p>
        </div>
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" onClick={() => setIsEditing(true)} aria-label={t`Edit ${title}`}>
            <Pencil aria-hidden="true" className="size-4" />
            <Trans>Edit</Trans>
          </Button>
          <ConfirmDeleteButton
            aria-label={t`Delete ${title}`}
            dialogTitle={t`Delete summon`}
            description={M.deleteConfirm}
            confirmLabel={t`Delete`}
            messages={M}
            action={() => remove.mutateAsync(entry.id)}
          />
        </div>
      </div>
      <ol className="mt-3 flex flex-wrap gap-1.5" aria-label={t`Results`}>
        {entry.results.map((result) => (
          <li
            key={result.position}
            className="inline-flex items-center gap-1 rounded-md border border-slate-200 px-2 py-1 text-xs dark:border-white/10"
          >
            <span className={cn('font-bold', RARITY_STYLES[result.rarity].text)}>{result.rarity}</span>
            <span className="text-slate-800 dark:text-slate-200">{result.hero?.name ?? M.otherPull}</span>
          </li>
        ))}
      </ol>
      <FormDialog
        open={isEditing}
        onOpenChange={setIsEditing}
        className="w-[min(48rem,calc(100vw-2rem))] p-6"
      >
        <ModalHeader title={t`Edit summon`} />
        <SummonForm
          entry={entry}
          renderPicker={renderPicker}
          isSaving={update.isPending}
          onSave={(input) => update.mutateAsync({ id: entry.id, input })}
          onCancel={() => setIsEditing(false)}
          onSaved={() => setIsEditing(false)}
        />
      </FormDialog>
    </li>
  );
}
