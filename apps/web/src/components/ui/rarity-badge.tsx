import type { Rarity } from '@haven/shared/heroes/constants';
import { Trans } from '@lingui/react/macro';
import { cn } from '../../lib/cn';

/** One colour per rarity tier, best (LR) to worst (R); badge colours keep AA contrast in both themes. */
export const RARITY_STYLES: Record<Rarity, { badge: string; bar: string; text: string }> = {
  LR: { badge: 'bg-rose-600 text-white', bar: 'bg-rose-500', text: 'text-rose-700 dark:text-rose-300' },
  GR: {
    badge: 'bg-amber-400 text-amber-950',
    bar: 'bg-amber-400',
    text: 'text-amber-700 dark:text-amber-300',
  },
  UR: {
    badge: 'bg-fuchsia-700 text-white',
    bar: 'bg-fuchsia-600',
    text: 'text-fuchsia-700 dark:text-fuchsia-300',
  },
  SSR: { badge: 'bg-sky-700 text-white', bar: 'bg-sky-500', text: 'text-sky-700 dark:text-sky-300' },
  SR: {
    badge: 'bg-emerald-700 text-white',
    bar: 'bg-emerald-500',
    text: 'text-emerald-700 dark:text-emerald-300',
  },
  R: { badge: 'bg-slate-600 text-white', bar: 'bg-slate-400', text: 'text-slate-600 dark:text-slate-300' },
};

type RarityBadgeProps = { rarity: Rarity; className?: string };

/** A hero's rarity as a small coloured tag. */
export function RarityBadge({ rarity, className }: RarityBadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-bold tracking-wide shadow-sm',
        RARITY_STYLES[rarity].badge,
        className,
      )}
    >
      <span className="sr-only">
        <Trans>Rarity</Trans>{' '}
      </span>
      {/* The game's own rarity codes, the same in every language. */}
      <span data-content>{rarity}</span>
    </span>
  );
}
