import { TIER_LIST_MESSAGES as M } from '@haven/shared/tier-list/messages';
import type { TierHero } from '@haven/shared/tier-list/schemas';
import { Link } from 'react-router';
import { Thumbnail } from '../../../components/ui/card-image';
import { paths } from '../../../lib/paths';

/** The width of a portrait card; the skeleton draws the same. */
export const TIER_HERO_CARD_CLASSES = 'w-24 sm:w-28';

/** A hero on the tier list: portrait, name linking to the hero's page, community score. */
export function TierHeroCard({ hero }: { hero: TierHero }) {
  return (
    <div className={`${TIER_HERO_CARD_CLASSES} flex flex-col items-center gap-1 text-center`}>
      <Thumbnail src={hero.imageUrl} size={96} box="size-16 sm:size-20" className="rounded-xl" />
      <Link
        to={paths.hero(hero.slug)}
        className="line-clamp-2 min-h-6 text-sm font-semibold leading-snug text-slate-900 underline-offset-2 hover:underline dark:text-white"
      >
        {hero.name}
      </Link>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        {hero.communityScore === null ? (
          M.notEnoughRatings
        ) : (
          <>
            <span className="sr-only">{M.community} score </span>
            <span aria-hidden="true">★ </span>
            {hero.communityScore.toFixed(2)}
          </>
        )}
      </p>
    </div>
  );
}
