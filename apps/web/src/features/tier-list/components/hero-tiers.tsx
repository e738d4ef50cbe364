import { TIER_LIST_MESSAGES as M } from '@haven/shared/tier-list/messages';
import { Link } from 'react-router';
import { CARD_CLASSES } from '../../../components/ui/card';
import { SectionLoading } from '../../../components/ui/section-states';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useHeroTiers } from '../api/get-hero-tiers';
import { TierBadge } from './tier-badge';

const LIST_CLASSES = 'mt-4 grid gap-2 sm:grid-cols-2';
const ROW_CLASSES =
  'flex min-h-11 items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 dark:bg-white/5';

/**
 * 'Tiers' on a hero's page: the hero's tier in each game mode, each linking to that mode's
 * tier list. Nothing is shown when the site has no modes.
 */
export function HeroTiers({ slug, heroName }: { slug: string; heroName: string }) {
  const tiers = useHeroTiers(slug);
  const items = tiers.data?.items;
  if (tiers.isError || (items && items.length === 0)) return null;
  return (
    <section aria-labelledby="hero-tiers" className={cn(CARD_CLASSES, 'p-4 sm:p-6')}>
      <h2 id="hero-tiers" className="text-2xl font-bold text-slate-900 dark:text-white">
        {M.tiersHeading}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Where the editors rank {heroName} in each game mode.
      </p>
      {!items ? (
        <SectionLoading label="Loading tiers">
          <div className={LIST_CLASSES}>
            {[0, 1, 2, 3].map((n) => (
              <div key={n} className={ROW_CLASSES} />
            ))}
          </div>
        </SectionLoading>
      ) : (
        <ul className={LIST_CLASSES}>
          {items.map(({ mode, tier }) => (
            <li key={mode.slug} className={ROW_CLASSES}>
              <Link
                to={paths.tierList(mode.slug)}
                className="font-medium text-slate-800 underline-offset-2 hover:underline dark:text-slate-100"
              >
                {mode.name}
              </Link>
              {tier ? (
                <span>
                  <span className="sr-only">Tier </span>
                  <TierBadge tier={tier} />
                </span>
              ) : (
                <span className="text-sm text-slate-500 dark:text-slate-400">{M.notRanked}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {items?.[0] && (
        <Link
          to={paths.tierList(items[0].mode.slug)}
          className="mt-4 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {M.seeTierList}
        </Link>
      )}
    </section>
  );
}
