import type { Tier } from '@haven/shared/tier-list/constants';
import { cn } from '../../lib/cn';

/** Each tier's colour, best warm to worst cool, readable in both themes. */
export const TIER_STYLES: Record<Tier, string> = {
  'S+': 'bg-rose-700 text-white',
  S: 'bg-orange-500 text-slate-950 dark:bg-orange-400',
  A: 'bg-amber-300 text-slate-950 dark:bg-amber-300',
  B: 'bg-lime-300 text-slate-950 dark:bg-lime-300',
  C: 'bg-sky-300 text-slate-950 dark:bg-sky-300',
  D: 'bg-slate-300 text-slate-950 dark:bg-slate-400',
};

const SIZES = {
  sm: 'h-6 min-w-8 px-1.5 text-xs',
  /** A tier row's label: narrow on phones, where the row's width goes to its heroes. */
  row: 'size-8 text-sm sm:size-14 sm:text-2xl',
  teaser: 'size-11 text-lg',
  lg: 'size-12 text-xl sm:size-14 sm:text-2xl',
};

/** A tier letter on its colour. */
export function TierBadge({
  tier,
  size = 'sm',
  className,
}: {
  tier: Tier;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-grid shrink-0 place-items-center rounded-lg font-extrabold',
        TIER_STYLES[tier],
        SIZES[size],
        className,
      )}
    >
      {tier}
    </span>
  );
}
