import type { GameMode } from '@haven/shared/tier-list/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
import { Select } from '../../../components/ui/form-controls';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useDeleteGameMode } from '../api/delete-game-mode';
import { useGameModes } from '../api/get-game-modes';
import { TIER_LIST_TEXTS as M } from '../shared-texts';
import { GameModeForm } from './admin-mode-form';
import { TierListError } from './tier-list-states';

const TierEditor = lazy(() => import('./tier-editor').then((module) => ({ default: module.TierEditor })));

function ModeRow({ mode }: { mode: GameMode }) {
  const { t } = useLingui();
  const [isRenaming, setIsRenaming] = useState(false);
  const remove = useDeleteGameMode();
  if (isRenaming) return <GameModeForm mode={mode} onDone={() => setIsRenaming(false)} />;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="min-w-0">
        <p data-content className="font-semibold text-slate-900 dark:text-white">
          {mode.name}
        </p>
        {mode.description && (
          <p data-content className="text-sm text-slate-600 dark:text-slate-300">
            {mode.description}
          </p>
        )}
      </div>
      <div className="flex gap-1">
        <Button
          variant="ghost"
          size="sm"
          aria-label={t`Rename ${mode.name}`}
          onClick={() => setIsRenaming(true)}
        >
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>Rename</Trans>
        </Button>
        <ConfirmDeleteButton
          aria-label={t`Delete ${mode.name}`}
          dialogTitle={t`Delete ${mode.name}?`}
          description={t`Its tiers and change notes are deleted with it.`}
          action={() => remove.mutateAsync(mode.id)}
          messages={{ deleted: M.modeDeleted, deleteFailed: M.modeDeleteFailed }}
        />
      </div>
    </div>
  );
}

/** The admin Tier List tab: the game modes (add, rename, delete) and the tier editor of one mode. */
export function ManageTierList() {
  const { t } = useLingui();
  const modes = useGameModes();
  const [chosenId, setChosenId] = useState('');
  const items = modes.data?.items ?? [];
  const chosen = items.find((mode) => mode.id === chosenId) ?? items[0];

  if (modes.isError)
    return <TierListError onRetry={() => void modes.refetch()} isRetrying={modes.isFetching} />;
  return (
    <div className="space-y-6">
      <section aria-labelledby="admin-modes" className={cn(CARD_CLASSES, 'space-y-4 p-4')}>
        <h2 id="admin-modes" className="text-lg font-semibold text-slate-900 dark:text-white">
          <Trans>Game modes</Trans>
        </h2>
        {modes.isPending ? (
          <Spinner />
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{M.noModes}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-white/10">
            {items.map((mode) => (
              <li key={mode.id} className="py-3">
                <ModeRow mode={mode} />
              </li>
            ))}
          </ul>
        )}
        <GameModeForm
          key={items.length}
          nextPosition={Math.min(100, Math.max(-1, ...items.map((mode) => mode.position)) + 1)}
        />
      </section>
      {chosen && (
        <section aria-labelledby="admin-tiers" className={cn(CARD_CLASSES, 'space-y-4 p-4')}>
          <h2 id="admin-tiers" className="text-lg font-semibold text-slate-900 dark:text-white">
            <Trans>Tier editor</Trans>
          </h2>
          <FormField id="tier-editor-mode" label={t`Mode to edit`} className="max-w-xs">
            <Select
              id="tier-editor-mode"
              value={chosen.id}
              onChange={(event) => setChosenId(event.target.value)}
            >
              {items.map((mode) => (
                <option key={mode.id} value={mode.id} data-content>
                  {mode.name}
                </option>
              ))}
            </Select>
          </FormField>
          <Suspense fallback={<Spinner />}>
            <TierEditor key={chosen.id} mode={chosen} />
          </Suspense>
        </section>
      )}
    </div>
  );
}
