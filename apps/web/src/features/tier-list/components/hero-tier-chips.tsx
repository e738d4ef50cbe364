import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useHeroTiers } from '../api/get-hero-tiers';
import { TierBadge } from './tier-badge';

const CHIP_CLASSES =
  'inline-flex h-7 items-center gap-1.5 rounded-full border border-slate-200 bg-slate-50 py-0.5 pr-0.5 pl-2.5 text-xs font-medium sm:h-8 sm:pl-3 sm:text-sm text-slate-800 dark:border-white/10 dark:bg-white/5 dark:text-slate-100';

/**
 * A hero's tier in each game mode as a row of chips, each linking to that mode's tier list; the
 * row keeps its height while the tiers load, and shows nothing when the site has no modes.
 */
export function HeroTierChips({ slug }: { slug: string }) {
  const { t } = useLingui();
  const tiers = useHeroTiers(slug);
  const items = tiers.data?.items;
  if (tiers.isError || (items && items.length === 0)) return null;
  if (!items) return <div className="h-7 sm:h-8" aria-hidden="true" />;
  return (
    <ul aria-label={t`Tier in each mode`} className="flex flex-wrap gap-1.5">
      {items.map(({ mode, tier }) => (
        <li key={mode.slug}>
          <Link
            to={paths.tierList(mode.slug)}
            className={`${CHIP_CLASSES} hover:border-brand-300 dark:hover:border-brand-300/50`}
          >
            <span data-content>{mode.name}</span>
            {tier ? (
              <span>
                <span className="sr-only">
                  <Trans>: tier</Trans>{' '}
                </span>
                <TierBadge tier={tier} className="h-6 rounded-full" />
              </span>
            ) : (
              <span className="pr-2 text-xs text-slate-600 dark:text-slate-400">
                <span className="sr-only">: </span>–<span className="sr-only">not ranked</span>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
