import { useDraggable, useDroppable } from '@dnd-kit/core';
import { TIER_REASON_MAX_LENGTH, TIERS, type Tier } from '@haven/shared/tier-list/constants';
import type { TierHero } from '@haven/shared/tier-list/schemas';
import { useLingui } from '@lingui/react/macro';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Thumbnail } from '../../../components/ui/card-image';
import { cn } from '../../../lib/cn';
import { TIER_LIST_TEXTS as M } from '../shared-texts';
import { TierBadge } from './tier-badge';

/** A drop zone of the editor: one tier, or the heroes not ranked. */
export type Zone = Tier | 'unranked';
export const ZONES: readonly Zone[] = [...TIERS, 'unranked'];

type TierZoneProps = { zone: Zone; count: number; children: ReactNode };

/** One tier's drop zone, highlighted while a hero is dragged over it. */
export function TierZone({ zone, count, children }: TierZoneProps) {
  const { setNodeRef, isOver } = useDroppable({ id: zone });
  const label = zone === 'unranked' ? M.unranked : M.tierLabel(zone);
  return (
    <fieldset
      ref={setNodeRef}
      aria-label={M.zoneLabel(label, count)}
      className={cn(
        'm-0 flex min-h-20 min-w-0 flex-col gap-2 rounded-xl border-2 border-dashed p-2 sm:flex-row sm:items-start',
        isOver
          ? 'border-brand-500 bg-brand-50 dark:bg-brand-300/10'
          : 'border-slate-200 dark:border-white/10',
      )}
    >
      {zone === 'unranked' ? (
        <span className="px-1 text-sm font-semibold text-slate-700 sm:w-14 dark:text-slate-200">
          {M.notRanked}
        </span>
      ) : (
        <TierBadge tier={zone} size="lg" />
      )}
      <ul className="flex flex-1 flex-wrap gap-2">{children}</ul>
    </fieldset>
  );
}

type HeroChipProps = {
  hero: TierHero;
  zone: Zone;
  onMove: (heroId: string, zone: Zone) => void;
  /** The editors' reason for the hero's place, edited beside it (not kept for heroes not ranked). */
  reason: string;
  onReason: (reason: string) => void;
};

/**
 * A hero in the editor: a handle to drag it (pointer or keyboard) and a labelled select that
 * moves it, for keyboard and touch users alike.
 */
export function HeroChip({ hero, zone, onMove, reason, onReason }: HeroChipProps) {
  const { t } = useLingui();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: hero.id });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <li
      ref={setNodeRef}
      data-hero-id={hero.id}
      style={style}
      className={cn(
        'flex w-full flex-wrap items-center gap-1.5 rounded-lg border border-slate-200 bg-white py-1 pr-1 pl-0.5 text-sm shadow-sm sm:w-72 dark:border-white/10 dark:bg-night-900',
        isDragging && 'relative z-10 shadow-lg',
      )}
    >
      <button
        type="button"
        className="grid h-9 w-6 cursor-grab touch-none place-items-center rounded text-slate-500 dark:text-slate-400"
        aria-label={t`Drag ${hero.name}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <Thumbnail src={hero.imageUrl} size={32} ground="none" className="rounded-md" />
      <span data-content className="min-w-0 flex-1 truncate font-medium text-slate-900 dark:text-white">
        {hero.name}
      </span>
      <select
        aria-label={t`Tier for ${hero.name}`}
        value={zone}
        onChange={(event) => onMove(hero.id, event.target.value as Zone)}
        className="h-9 rounded-md border border-slate-300 bg-white px-1 text-sm text-slate-900 dark:border-white/15 dark:bg-night-950 dark:text-white"
      >
        {ZONES.map((option) => (
          <option key={option} value={option}>
            {option === 'unranked' ? M.notRanked : option}
          </option>
        ))}
      </select>
      {zone !== 'unranked' && (
        <input
          type="text"
          aria-label={M.reasonFor(hero.name)}
          placeholder={M.reason}
          value={reason}
          maxLength={TIER_REASON_MAX_LENGTH}
          onChange={(event) => onReason(event.target.value)}
          className="h-9 w-full basis-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 placeholder:text-slate-500 dark:border-white/15 dark:bg-night-950 dark:text-white dark:placeholder:text-slate-400"
        />
      )}
    </li>
  );
}
