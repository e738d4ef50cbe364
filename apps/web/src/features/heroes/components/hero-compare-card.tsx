import type { ComparedHero, HeroCompareResponse } from '@haven/shared/heroes/compare-schemas';
import { HERO_STATS, type HeroStat } from '@haven/shared/heroes/constants';
import type { HeroStatRanges } from '@haven/shared/heroes/stat-schemas';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Star, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { Thumbnail } from '../../../components/ui/card-image';
import { RarityBadge } from '../../../components/ui/rarity-badge';
import { cn } from '../../../lib/cn';
import { formatCount, formatDecimal } from '../../../lib/numbers';
import { paths } from '../../../lib/paths';
import { STAT_LABELS } from './hero-base-stats';
import { RoleList } from './hero-card';

/** The highest value of each stat among the compared heroes (only a stat someone leads in counts). */
export function bestStats(heroes: readonly ComparedHero[]): Record<HeroStat, number> {
  return Object.fromEntries(
    HERO_STATS.map((stat) => [stat, Math.max(0, ...heroes.map((hero) => hero.stats[stat]))]),
  ) as Record<HeroStat, number>;
}

/** How full a stat bar is, 4–100 %, scaled between the roster's lowest and highest value. */
export function statPercent(value: number, range: { min: number; max: number }): number {
  if (range.max <= range.min) return value > 0 ? 100 : 4;
  return Math.max(4, Math.round(((value - range.min) / (range.max - range.min)) * 100));
}

type HeroCompareCardProps = {
  hero: ComparedHero;
  ranges: HeroStatRanges;
  best: Record<HeroStat, number>;
  modes: HeroCompareResponse['modes'];
  onRemove: () => void;
};

const SECTION_HEADING =
  'text-xs font-semibold uppercase tracking-wide text-slate-600 sm:text-sm dark:text-slate-300';

/** One compared hero as a column: portrait, name, tags, rating, stat bars, skills in full and tiers. */
export function HeroCompareCard({ hero, ranges, best, modes, onRemove }: HeroCompareCardProps) {
  const { t } = useLingui();
  const ratings = formatCount(hero.totalRatings);
  return (
    <article
      aria-labelledby={`compare-${hero.id}`}
      className={cn(CARD_CLASSES, 'relative flex min-w-0 flex-col')}
    >
      <div className="flex flex-col gap-2 p-2 sm:flex-row sm:gap-3 sm:p-4">
        <Thumbnail
          src={hero.imageUrl}
          size={80}
          box="size-12 sm:size-20"
          className="shrink-0 rounded-lg sm:rounded-xl"
        />
        <div className="min-w-0 flex-1 space-y-1 sm:space-y-1.5">
          <h2 id={`compare-${hero.id}`} className="text-sm leading-tight font-bold break-words sm:text-lg">
            <Link
              to={paths.hero(hero.slug)}
              className="text-slate-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-200"
            >
              {hero.name}
            </Link>
          </h2>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-medium text-slate-600 dark:text-slate-300">
            <RarityBadge rarity={hero.rarity} />
            {hero.class}
          </p>
          <p className="flex flex-wrap items-center gap-x-1 text-xs text-slate-800 sm:text-sm dark:text-slate-100">
            <Star aria-hidden="true" className="size-4 shrink-0 fill-gold-400 text-gold-500" />
            {hero.totalRatings > 0 ? (
              <>
                <span>{formatDecimal(hero.averageRating)}</span>
                <span>
                  (<Plural value={hero.totalRatings} one={`${ratings} rating`} other={`${ratings} ratings`} />
                  )
                </span>
              </>
            ) : (
              <Trans>No ratings</Trans>
            )}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`Remove ${hero.name}`}
          onClick={onRemove}
          className="absolute top-1 right-1 sm:static"
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <RoleList roles={hero.roles} className="flex flex-wrap gap-1 px-2 sm:px-4" />
      <section className="space-y-2 p-2 sm:p-4">
        <h3 className={SECTION_HEADING}>
          <Trans>Base Stats</Trans>
        </h3>
        <ul className="space-y-2">
          {HERO_STATS.map((stat) => (
            <StatRow key={stat} stat={stat} value={hero.stats[stat]} ranges={ranges} best={best[stat]} />
          ))}
        </ul>
      </section>
      <section className="space-y-2 border-t border-slate-200 p-2 sm:p-4 dark:border-white/10">
        <h3 className={SECTION_HEADING}>
          <Trans>Skills</Trans>
        </h3>
        {hero.skills.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>No skills listed</Trans>
          </p>
        ) : (
          <ul className="space-y-3 text-xs sm:text-sm">
            {hero.skills.map((skill, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: skill names may repeat; their order is stable
              <li key={index}>
                <h4 data-content className="font-semibold break-words text-slate-900 dark:text-white">
                  {skill.name}
                </h4>
                <p className="text-slate-600 dark:text-slate-300">
                  {skill.type} ·{' '}
                  {skill.cooldown === 0 ? (
                    <Trans>no cooldown</Trans>
                  ) : (
                    <Trans>{skill.cooldown}-turn cooldown</Trans>
                  )}
                </p>
                <p data-content className="mt-1 leading-snug break-words text-slate-700 dark:text-slate-300">
                  {skill.description}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {modes.length > 0 && (
        <section className="space-y-2 border-t border-slate-200 p-2 sm:p-4 dark:border-white/10">
          <h3 className={SECTION_HEADING}>
            <Trans>Tiers</Trans>
          </h3>
          <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-2 gap-y-1 text-xs sm:gap-x-3 sm:text-sm">
            {modes.map((mode) => (
              <div key={mode.slug} className="contents">
                <dt data-content className="break-words text-slate-700 dark:text-slate-200">
                  {mode.name}
                </dt>
                <dd className="font-bold text-slate-900 dark:text-white">
                  {hero.tiers[mode.slug] ?? <Trans>Unranked</Trans>}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </article>
  );
}

type StatRowProps = { stat: HeroStat; value: number; ranges: HeroStatRanges; best: number };

function StatRow({ stat, value, ranges, best }: StatRowProps) {
  const { i18n } = useLingui();
  const isBest = value > 0 && value === best;
  return (
    <li>
      <div className="flex flex-wrap justify-between gap-x-2 text-xs sm:text-sm">
        <span className="text-slate-700 dark:text-slate-200">{i18n._(STAT_LABELS[stat])}</span>
        <span
          className={cn(
            'tabular-nums',
            isBest ? 'font-bold text-emerald-700 dark:text-emerald-300' : 'text-slate-900 dark:text-white',
          )}
        >
          {formatCount(value)}
          {isBest && (
            <span className="ml-1 text-xs font-semibold">
              <Trans>(best)</Trans>
            </span>
          )}
        </span>
      </div>
      <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-slate-200 dark:bg-white/10">
        <div
          className={cn('h-2 rounded-full', isBest ? 'bg-emerald-500' : 'bg-brand-500')}
          style={{ width: `${statPercent(value, ranges[stat])}%` }}
        />
      </div>
    </li>
  );
}
