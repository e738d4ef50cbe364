import type { HeroPickerItem } from '@haven/shared/heroes/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, X } from 'lucide-react';
import { HeroTile } from './team-view';

type BuilderSlotProps = {
  position: number;
  hero: HeroPickerItem | null;
  onPick: () => void;
  onRemove: () => void;
};

/** One place of the builder's formation: 'Select Hero' when empty, else the hero with a remove button. */
export function BuilderSlot({ position, hero, onPick, onRemove }: BuilderSlotProps) {
  const { t } = useLingui();
  if (!hero) {
    return (
      <button
        type="button"
        onClick={onPick}
        className="grid aspect-square w-full place-items-center rounded-xl border-2 border-dashed border-slate-400 bg-white/60 text-slate-700 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-white/25 dark:bg-white/5 dark:text-slate-200 dark:hover:border-brand-300 dark:hover:text-brand-200"
      >
        <span className="flex flex-col items-center gap-1 text-xs font-semibold">
          <Plus aria-hidden="true" className="size-6" />
          <Trans>Select Hero</Trans>
          <span className="sr-only">
            {' '}
            <Trans>for position {position}</Trans>
          </span>
        </span>
      </button>
    );
  }
  return (
    <div className="relative w-full">
      <button
        type="button"
        onClick={onPick}
        className="group block w-full rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <HeroTile name={hero.name} imageUrl={hero.imageUrl} rarity={hero.rarity} />
        <span className="sr-only">, position {position}: choose another hero</span>
      </button>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t`Remove ${hero.name} from position ${position}`}
        className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-red-600 text-white shadow hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
