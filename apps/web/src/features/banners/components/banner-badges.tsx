import type { BannerAdvice, BannerType } from '@haven/shared/banners/constants';
import { Trans } from '@lingui/react/macro';
import { cn } from '../../../lib/cn';
import {
  BANNER_ADVICE_TEXTS as BANNER_ADVICE_LABELS,
  BANNER_TYPE_TEXTS as BANNER_TYPE_LABELS,
} from '../shared-texts';

const ADVICE_CLASSES: Record<BannerAdvice, string> = {
  pull: 'bg-emerald-100 text-emerald-900 ring-emerald-600/30 dark:bg-emerald-400/15 dark:text-emerald-200 dark:ring-emerald-300/30',
  consider:
    'bg-amber-100 text-amber-900 ring-amber-600/30 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-300/30',
  skip: 'bg-slate-100 text-slate-800 ring-slate-500/30 dark:bg-white/10 dark:text-slate-200 dark:ring-white/20',
};

/** The editors' advice as a coloured word: Pull, Consider or Skip. */
export function AdviceBadge({ advice, className }: { advice: BannerAdvice; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset',
        ADVICE_CLASSES[advice],
        className,
      )}
    >
      <span className="sr-only">
        <Trans>Advice:</Trans>{' '}
      </span>
      {BANNER_ADVICE_LABELS[advice]}
    </span>
  );
}

/** A banner's kind: Limited, Rerun, Standard or Collaboration. */
export function BannerTypeBadge({ type }: { type: BannerType }) {
  return (
    <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 dark:bg-white/10 dark:text-brand-200">
      {BANNER_TYPE_LABELS[type]}
    </span>
  );
}
