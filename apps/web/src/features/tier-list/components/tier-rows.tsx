import type { Tier } from '@haven/shared/tier-list/constants';
import { TIER_LIST_MESSAGES as M } from '@haven/shared/tier-list/messages';
import type { TierHero, TierList } from '@haven/shared/tier-list/schemas';
import { CARD_CLASSES } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { TierBadge } from './tier-badge';
import { TierHeroCard } from './tier-hero-card';

/** The row layout both the list and its skeleton use: badge beside the heroes, stacked on phones. */
export const TIER_ROW_CLASSES = cn(
  CARD_CLASSES,
  'flex flex-col gap-3 p-3 sm:flex-row sm:items-start sm:gap-4',
);

function HeroGrid({ heroes, label }: { heroes: readonly TierHero[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-1 flex-wrap gap-3">
      {heroes.map((hero) => (
        <li key={hero.id}>
          <TierHeroCard hero={hero} />
        </li>
      ))}
    </ul>
  );
}

function TierRow({ tier, heroes }: { tier: Tier; heroes: readonly TierHero[] }) {
  const label = `Tier ${tier}`;
  return (
    <section aria-label={label} className={TIER_ROW_CLASSES}>
      <h2 className="sr-only">{label}</h2>
      <TierBadge tier={tier} size="lg" />
      {heroes.length > 0 ? (
        <HeroGrid heroes={heroes} label={`Heroes in tier ${tier}`} />
      ) : (
        <p className="self-center text-sm text-slate-500 dark:text-slate-400">No heroes in this tier</p>
      )}
    </section>
  );
}

/** Every tier's row in order (empty tiers included), then the heroes not ranked yet. */
export function TierRows({ list }: { list: TierList }) {
  return (
    <div className="space-y-3">
      {list.tiers.map(({ tier, heroes }) => (
        <TierRow key={tier} tier={tier} heroes={heroes} />
      ))}
      {list.unranked.length > 0 && (
        <section aria-labelledby="tier-unranked" className={cn(CARD_CLASSES, 'p-3')}>
          <h2 id="tier-unranked" className="mb-3 font-semibold text-slate-900 dark:text-white">
            {M.unranked}
          </h2>
          <HeroGrid heroes={list.unranked} label={M.unranked} />
        </section>
      )}
    </div>
  );
}
