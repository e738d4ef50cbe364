import { HERO_STATS, type HeroStat } from '@haven/shared/heroes/constants';
import type { HeroDetail } from '@haven/shared/heroes/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatCount } from '../../../lib/numbers';
import { heroText } from '../shared-texts';
import { statBarPercent } from './hero-knowledge-format';
import { HeroSection, HeroSectionEmpty } from './hero-section';

/** The stats' names ('HP', 'Attack', 'Defense', 'Speed' in English). */
export const STAT_LABELS: Record<HeroStat, MessageDescriptor> = {
  hp: msg`HP`,
  attack: msg`Attack`,
  defense: msg`Defense`,
  speed: msg`Speed`,
};

const STAT_BAR_COLOURS: Record<HeroStat, string> = {
  hp: 'bg-emerald-500',
  attack: 'bg-rose-500',
  defense: 'bg-sky-500',
  speed: 'bg-amber-400',
};

/** 'Base Stats': HP, Attack, Defense and Speed, each as a number and a bar scaled to the roster. */
export function HeroBaseStats({ hero }: { hero: Pick<HeroDetail, 'stats' | 'statRanges'> }) {
  const { i18n, t } = useLingui();
  const isEmpty = HERO_STATS.every((stat) => hero.stats[stat] === 0);
  return (
    <HeroSection id="hero-base-stats" title={t`Base Stats`}>
      {isEmpty ? (
        <HeroSectionEmpty>{heroText('statsEmpty')}</HeroSectionEmpty>
      ) : (
        <ul className="mt-4 grid gap-x-8 gap-y-4 sm:grid-cols-2">
          {HERO_STATS.map((stat) => (
            <li key={stat}>
              <div className="flex items-baseline justify-between gap-3">
                <span className="text-sm font-semibold text-slate-700 dark:text-slate-300">
                  {i18n._(STAT_LABELS[stat])}
                </span>
                <span className="text-lg font-bold text-slate-900 tabular-nums dark:text-white">
                  {formatCount(hero.stats[stat])}
                </span>
              </div>
              {/* The number above is the value; the bar only pictures it against the roster. */}
              <div
                aria-hidden="true"
                className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-white/10"
              >
                <div
                  className={`h-full rounded-full ${STAT_BAR_COLOURS[stat]}`}
                  style={{ width: `${statBarPercent(hero.stats[stat], hero.statRanges[stat])}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </HeroSection>
  );
}
