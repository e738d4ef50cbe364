import { pityPercent, pityStage } from '@haven/shared/summons/rules';
import type { PityCount } from '@haven/shared/summons/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { SKELETON_BLOCK } from '../../../components/ui/section-states';
import { cn } from '../../../lib/cn';
import { BANNER_TYPE_TEXTS as BANNER_TYPE_LABELS } from '../../banners/shared-texts';
import { usePityCounts } from '../api/get-pity-counts';
import { SUMMON_TEXTS as M } from '../shared-texts';

const STAGE_BAR = {
  building: 'bg-brand-600 dark:bg-brand-400',
  soft: 'bg-amber-500 dark:bg-amber-400',
  hard: 'bg-rose-600 dark:bg-rose-400',
} as const;

/** The member's pity count on each banner type, with a bar to hard pity and a mark at soft pity. */
export function PityCounts() {
  const { t } = useLingui();
  const pity = usePityCounts();
  if (pity.isPending) {
    return (
      <ul
        aria-busy="true"
        aria-label={t`Loading pity counts`}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className={cn(CARD_CLASSES, 'h-32 p-4')}>
            <div className={cn(SKELETON_BLOCK, 'h-4 w-24')} />
            <div className={cn(SKELETON_BLOCK, 'mt-3 h-8 w-16')} />
            <div className={cn(SKELETON_BLOCK, 'mt-3 h-2.5 w-full')} />
          </li>
        ))}
      </ul>
    );
  }
  if (pity.isError) {
    return (
      <Alert variant="error">
        {M.pityLoadFailed}{' '}
        <Button variant="outline" size="sm" onClick={() => pity.refetch()}>
          <Trans>Try Again</Trans>
        </Button>
      </Alert>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {pity.data.items.map((count) => (
        <PityCard key={count.bannerType} count={count} />
      ))}
    </ul>
  );
}

function PityCard({ count }: { count: PityCount }) {
  const stage = pityStage(count.pulls, count.softPity, count.hardPity);
  const label = BANNER_TYPE_LABELS[count.bannerType];
  return (
    <li className={cn(CARD_CLASSES, 'p-4')} data-testid={`pity-${count.bannerType}`}>
      <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-200">{label}</h3>
      <p className="mt-1">
        <span
          aria-hidden="true"
          className="block text-3xl font-bold text-slate-900 tabular-nums dark:text-white"
        >
          {count.pulls}
        </span>
        <span className="text-xs text-slate-600 dark:text-slate-400">{M.pityCount(count.pulls)}</span>
      </p>
      <div className="relative mt-3">
        <div
          role="progressbar"
          aria-label={`${label} pity`}
          aria-valuemin={0}
          aria-valuemax={count.hardPity}
          aria-valuenow={Math.min(count.pulls, count.hardPity)}
          aria-valuetext={`${count.pulls} of ${count.hardPity} pulls`}
          className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-white/10"
        >
          <div
            className={cn('h-full rounded-full', STAGE_BAR[stage])}
            style={{ width: `${pityPercent(count.pulls, count.hardPity)}%` }}
          />
        </div>
        <span
          aria-hidden="true"
          className="absolute -top-0.5 h-3.5 w-0.5 bg-slate-700 dark:bg-slate-200"
          style={{ left: `${pityPercent(count.softPity, count.hardPity)}%` }}
        />
      </div>
      <p className="mt-2 flex flex-wrap justify-between gap-x-2 text-xs text-slate-600 dark:text-slate-400">
        <span>{M.pitySoft(count.softPity)}</span>
        <span>{M.pityHard(count.hardPity)}</span>
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">{M.pityResets(count.resetRarity)}</p>
    </li>
  );
}
