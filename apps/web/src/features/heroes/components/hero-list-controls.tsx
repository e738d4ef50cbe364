import type { HeroSort } from '@haven/shared/heroes/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LayoutGrid } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ChoiceSelect } from '../../../components/ui/form-controls';
import { ListForm } from '../../../components/ui/list-form';
import { OwnedOnlyToggle } from '../../../components/ui/owned-only-toggle';
import { useGameModes } from '../api/get-game-modes';
import type { HeroListParams } from '../api/get-heroes';
import type { HeroFilterChange, HeroView } from '../hooks/use-hero-list-params';

/** The collection's sorts as the Sort by menu names them. */
const SORT_LABELS: Record<HeroSort, MessageDescriptor> = {
  rarity: msg`Rarity`,
  name: msg`Name`,
  rating: msg`Rating`,
  newest: msg`Newest`,
  tier: msg`Tier`,
};
const SORT_ORDER: HeroSort[] = ['name', 'rarity', 'rating', 'newest', 'tier'];

type HeroListControlsProps = {
  params: HeroListParams;
  onChange: (change: HeroFilterChange) => void;
  view: HeroView;
  onViewChange: (view: HeroView) => void;
  /** Whether 'Owned only' is offered: to signed-in members. */
  canFilterOwned: boolean;
};

/** Sort by, the game mode the Tier sort reads, 'Owned only' for members, and the Compact view toggle. */
export function HeroListControls({
  params,
  onChange,
  view,
  onViewChange,
  canFilterOwned,
}: HeroListControlsProps) {
  const { i18n, t } = useLingui();
  const isTier = params.sort === 'tier';
  const modes = useGameModes({ enabled: isTier });
  const modeItems = modes.data?.items ?? [];
  const compact = view === 'compact';
  return (
    <div className="flex flex-wrap items-end gap-3">
      <ListForm owns={['sort', 'mode', 'owned']} inline className="flex-1 sm:flex-none">
        <div className="min-w-36 flex-1 sm:flex-none">
          <ChoiceSelect
            label={t`Sort by`}
            showLabel
            name="sort"
            value={params.sort}
            choices={SORT_ORDER}
            labelOf={(sort) => i18n._(SORT_LABELS[sort])}
            onChange={(sort) => onChange({ sort, mode: '' })}
          />
        </div>
        {isTier && modeItems.length > 0 && (
          <div className="min-w-36 flex-1 sm:flex-none">
            <ChoiceSelect
              label={t`Mode`}
              showLabel
              name="mode"
              value={params.mode || (modeItems[0]?.slug ?? '')}
              choices={modeItems.map((mode) => mode.slug)}
              labelOf={(slug) => modeItems.find((mode) => mode.slug === slug)?.name ?? slug}
              onChange={(mode) => onChange({ mode })}
            />
          </div>
        )}
        {canFilterOwned && (
          <OwnedOnlyToggle isOwned={params.owned === true} onChange={(owned) => onChange({ owned })} />
        )}
      </ListForm>
      <Button
        variant={compact ? 'secondary' : 'outline'}
        aria-pressed={compact}
        onClick={() => onViewChange(compact ? 'grid' : 'compact')}
      >
        <LayoutGrid aria-hidden="true" className="size-4" />
        <Trans>Compact view</Trans>
      </Button>
    </div>
  );
}
