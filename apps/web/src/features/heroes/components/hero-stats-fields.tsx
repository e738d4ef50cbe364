import { HERO_STAT_MAX, HERO_STATS } from '@haven/shared/heroes/constants';
import type { HeroInput } from '@haven/shared/heroes/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CARD_CLASSES } from '../../../components/ui/card';
import { FormField, WholeNumberInput } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { STAT_LABELS } from './hero-base-stats';

type HeroStatsFieldsProps = {
  register: UseFormRegister<HeroInput>;
  errors: FieldErrors<HeroInput>['stats'];
};

/** The editor's Base Stats: HP, Attack, Defense and Speed as whole numbers. */
export function HeroStatsFields({ register, errors }: HeroStatsFieldsProps) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="hero-stats-heading" className={cn(CARD_CLASSES, 'p-4 sm:p-6')}>
      <h2 id="hero-stats-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        <Trans>Base Stats</Trans>
      </h2>
      <div className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
        {HERO_STATS.map((stat) => {
          const id = `hero-stat-${stat}`;
          const error = errors?.[stat]?.message;
          return (
            <FormField key={stat} id={id} label={t(STAT_LABELS[stat])} error={error}>
              <WholeNumberInput id={id} max={HERO_STAT_MAX} error={error} {...register(`stats.${stat}`)} />
            </FormField>
          );
        })}
      </div>
    </section>
  );
}
