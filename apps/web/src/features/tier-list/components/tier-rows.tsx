import { HERO_ROLES, type HeroRole } from '@haven/shared/heroes/constants';
import type { Tier } from '@haven/shared/tier-list/constants';
import type { TierHero, TierList } from '@haven/shared/tier-list/schemas';
import { CARD_CLASSES } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { TIER_LIST_TEXTS as M } from '../shared-texts';
import { TierBadge } from './tier-badge';
import { TierHeroCard } from './tier-hero-card';

/** A tier's row: its badge, then one column per role; the skeleton draws the same grid. */
export const TIER_ROW_CLASSES = cn(
  CARD_CLASSES,
  'grid grid-cols-[2rem_repeat(5,minmax(0,1fr))] gap-x-1 p-1.5 sm:grid-cols-[3.5rem_repeat(5,minmax(0,1fr))] sm:gap-x-3 sm:p-3',
);

/** The role a hero's column is: its first role. */
const columnOf = (hero: TierHero): HeroRole =>
  (HERO_ROLES as readonly string[]).includes(hero.roles[0] ?? '') ? (hero.roles[0] as HeroRole) : 'Support';

/** The role names over the columns, once above the tiers. */
function RoleHeader() {
  return (
    <div
      aria-hidden="true"
      className="grid grid-cols-[2rem_repeat(5,minmax(0,1fr))] gap-x-1 px-1.5 sm:grid-cols-[3.5rem_repeat(5,minmax(0,1fr))] sm:gap-x-3 sm:px-3"
    >
      <span />
      {HERO_ROLES.map((role) => (
        <span
          key={role}
          data-content
          className="text-center text-[0.625rem] font-semibold uppercase leading-tight text-slate-600 sm:text-xs sm:tracking-wide dark:text-slate-300"
        >
          {role}
        </span>
      ))}
    </div>
  );
}

type TierRowProps = { tier: Tier | null; heroes: readonly TierHero[] };

/**
 * One tier (or the heroes not ranked) in role columns, laid out and painted by the browser only as
 * it nears the screen (one drawn once keeps its size).
 */
function TierRow({ tier, heroes }: TierRowProps) {
  const label = tier ? M.tierLabel(tier) : M.unranked;
  return (
    <section
      aria-label={label}
      className={cn(TIER_ROW_CLASSES, '[contain-intrinsic-size:auto_12rem] [content-visibility:auto]')}
    >
      <h2 className="sr-only">{label}</h2>
      <div className="flex justify-center pt-1">
        {tier ? (
          <TierBadge tier={tier} size="row" />
        ) : (
          <span className="text-center text-[0.6875rem] font-semibold leading-tight text-slate-700 sm:text-sm dark:text-slate-200">
            {M.notRanked}
          </span>
        )}
      </div>
      {HERO_ROLES.map((role) => {
        const inColumn = heroes.filter((hero) => columnOf(hero) === role);
        return (
          <ul
            key={role}
            aria-label={`${label}, ${role}`}
            className="flex min-h-14 flex-col items-center gap-1.5 border-l border-slate-100 py-1 sm:flex-row sm:flex-wrap sm:items-start sm:justify-center dark:border-white/5"
          >
            {inColumn.map((hero) => (
              <li key={hero.id} className="flex w-full justify-center sm:w-auto">
                <TierHeroCard hero={hero} tier={tier} />
              </li>
            ))}
          </ul>
        );
      })}
    </section>
  );
}

/** Every tier's row in role columns (empty tiers included), then the heroes not ranked yet. */
export function TierRows({ list }: { list: TierList }) {
  return (
    <div className="space-y-2">
      <RoleHeader />
      {list.tiers.map(({ tier, heroes }) => (
        <TierRow key={tier} tier={tier} heroes={heroes} />
      ))}
      {list.unranked.length > 0 && <TierRow tier={null} heroes={list.unranked} />}
    </div>
  );
}
