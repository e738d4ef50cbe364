import { HERO_CLASSES, HERO_ROLES, RARITIES } from '@haven/shared/heroes/constants';
import type { HeroStats } from '@haven/shared/heroes/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart3, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { CARD_CLASSES } from '../../../components/ui/card';
import { RARITY_STYLES } from '../../../components/ui/rarity-badge';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useHeroStats } from '../api/get-hero-stats';

/** The collapsible 'Heroes Statistics' panel: total, class and role distributions, rarity bar. */
export function HeroStatsPanel() {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const stats = useHeroStats({ enabled: isOpen });

  return (
    <section className={cn(CARD_CLASSES, 'overflow-visible')}>
      <h2 className="font-sans text-base">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex w-full items-center gap-3 rounded-2xl px-4 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50 dark:text-white dark:hover:bg-white/5"
        >
          <BarChart3 aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-300" />
          <Trans>Heroes Statistics</Trans>
          <ChevronDown
            aria-hidden="true"
            className={cn('ml-auto size-5 transition-transform', isOpen && 'rotate-180')}
          />
        </button>
      </h2>
      {isOpen && (
        <div id={panelId} className="border-t border-slate-200 px-4 py-4 dark:border-white/10">
          {stats.isPending ? (
            <div role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
              <Spinner className="size-4" /> <Trans>Loading statistics...</Trans>
            </div>
          ) : stats.isError ? (
            <Alert variant="error">
              <Trans>Could not load heroes</Trans>
            </Alert>
          ) : (
            <StatsContent stats={stats.data} />
          )}
        </div>
      )}
    </section>
  );
}

function StatsContent({ stats }: { stats: HeroStats }) {
  const { t } = useLingui();
  const total = stats.total;
  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr_1fr]">
      <div className="rounded-xl bg-brand-50 px-5 py-4 text-center md:self-start dark:bg-brand-300/10">
        <p className="text-sm font-medium text-brand-800 dark:text-brand-100">
          <Trans>Total Heroes</Trans>
        </p>
        <p className="mt-1 font-display text-4xl font-bold text-brand-900 dark:text-white">{total}</p>
      </div>
      <Distribution title={t`By Class`} labels={HERO_CLASSES} counts={stats.byClass} total={total} />
      <Distribution title={t`By Role`} labels={HERO_ROLES} counts={stats.byRole} total={total} />
      <div className="md:col-span-3">
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
          <Trans>By Rarity</Trans>
        </h3>
        <div
          role="img"
          aria-label={t`Rarity distribution: ${RARITIES.map((r) => `${r} ${stats.byRarity[r] ?? 0}`).join(', ')}`}
          className="mt-2 flex h-4 overflow-hidden rounded-full bg-slate-200 dark:bg-white/10"
        >
          {RARITIES.map((rarity) => {
            const count = stats.byRarity[rarity] ?? 0;
            if (count === 0 || total === 0) return null;
            return (
              <div
                key={rarity}
                title={`${rarity}: ${count}`}
                className={RARITY_STYLES[rarity].bar}
                style={{ width: `${(count / total) * 100}%` }}
              />
            );
          })}
        </div>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-700 dark:text-slate-300">
          {RARITIES.map((rarity) => (
            <li key={rarity} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={cn('size-3 rounded-sm', RARITY_STYLES[rarity].bar)} />
              <span className="font-semibold">{rarity}</span> {stats.byRarity[rarity] ?? 0}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

type DistributionProps = {
  title: string;
  labels: readonly string[];
  counts: Record<string, number>;
  total: number;
};

function Distribution({ title, labels, counts, total }: DistributionProps) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h3>
      <ul className="mt-2 space-y-2">
        {labels.map((label) => {
          const count = counts[label] ?? 0;
          return (
            <li key={label} className="grid grid-cols-[7rem_1fr_2rem] items-center gap-2 text-sm">
              <span className="truncate text-slate-700 dark:text-slate-300">{label}</span>
              <span
                aria-hidden="true"
                className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-white/10"
              >
                <span
                  className="block h-full rounded-full bg-brand-500 dark:bg-brand-300"
                  style={{ width: total === 0 ? 0 : `${(count / total) * 100}%` }}
                />
              </span>
              <span className="text-right font-semibold tabular-nums text-slate-900 dark:text-white">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
