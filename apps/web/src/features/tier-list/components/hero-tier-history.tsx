import { isTierRaise } from '@haven/shared/tier-list/constants';
import type { TierMove } from '@haven/shared/tier-list/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { SectionLoading } from '../../../components/ui/section-states';
import { cn } from '../../../lib/cn';
import { useFormatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useHeroTiers } from '../api/get-hero-tiers';
import { TIER_LIST_TEXTS as M } from '../shared-texts';
import { TierBadge } from './tier-badge';

/** No tier, in a move's words. */
const tierName = (tier: string | null) => tier ?? M.notRankedShort;

/** One move: 'A → S on Nov 20, 2026 — the save's note'. */
function MoveLine({ move }: { move: TierMove }) {
  const formatDate = useFormatDate();
  const isRaise = isTierRaise(move.from, move.to);
  const Arrow = isRaise ? ArrowUpRight : ArrowDownRight;
  const words = M.move(tierName(move.from), tierName(move.to));
  const date = formatDate(move.at, 'short');
  return (
    <li className="flex gap-2 text-sm text-slate-700 dark:text-slate-200">
      <Arrow
        aria-hidden="true"
        className={cn(
          'mt-0.5 size-4 shrink-0',
          isRaise ? 'text-emerald-700 dark:text-emerald-300' : 'text-rose-700 dark:text-rose-300',
        )}
      />
      <span>
        <Trans>
          <span className="font-semibold">{words}</span> on <time dateTime={move.at}>{date}</time>
        </Trans>
        {move.note && (
          <span className="text-slate-600 dark:text-slate-300">
            {' — '}
            <span data-content>{move.note}</span>
          </span>
        )}
      </span>
    </li>
  );
}

/**
 * Inside a hero's Review: per game mode the hero's tier, the editors' reason for it and the
 * latest moves with each save's note. Nothing is shown when the site has no modes.
 */
export function HeroTierHistory({ slug }: { slug: string }) {
  const tiers = useHeroTiers(slug);
  const { t } = useLingui();
  const items = tiers.data?.items;
  if (tiers.isError || (items && items.length === 0)) return null;
  return (
    <div className="mt-6 border-t border-slate-200 pt-5 dark:border-white/10">
      <h3 id="hero-tier-history" className="text-lg font-semibold text-slate-900 dark:text-white">
        <Trans>Tiers and history</Trans>
      </h3>
      {!items ? (
        <SectionLoading label={t`Loading tiers`}>
          <div className="mt-3 grid gap-3 md:grid-cols-2">
            {[0, 1].map((n) => (
              <div key={n} className="h-24 rounded-lg bg-slate-100 dark:bg-white/5" />
            ))}
          </div>
        </SectionLoading>
      ) : (
        <ul aria-labelledby="hero-tier-history" className="mt-3 grid gap-3 md:grid-cols-2">
          {items.map(({ mode, tier, reason, history }) => (
            <li key={mode.slug} className="rounded-lg bg-slate-50 p-3 dark:bg-white/5">
              <div className="flex items-center justify-between gap-3">
                <Link
                  to={paths.tierList(mode.slug)}
                  data-content
                  className="font-semibold text-slate-900 underline-offset-2 hover:underline dark:text-white"
                >
                  {mode.name}
                </Link>
                {tier ? (
                  <span>
                    <span className="sr-only">
                      <Trans>Tier</Trans>{' '}
                    </span>
                    <TierBadge tier={tier} />
                  </span>
                ) : (
                  <span className="text-sm text-slate-600 dark:text-slate-400">{M.notRanked}</span>
                )}
              </div>
              {reason && (
                <p data-content className="mt-2 text-sm text-slate-800 dark:text-slate-100">
                  {reason}
                </p>
              )}
              {history.length > 0 && (
                <ul aria-label={`${mode.name}: ${M.changeNotes}`} className="mt-2 space-y-1">
                  {history.map((move) => (
                    <MoveLine key={move.id} move={move} />
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
