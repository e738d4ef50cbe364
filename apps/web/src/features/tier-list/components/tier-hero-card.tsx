import { isRatingRanked } from '@haven/shared/heroes/rating';
import { TIER_LIST_MESSAGES as M } from '@haven/shared/tier-list/messages';
import type { TierHero } from '@haven/shared/tier-list/schemas';
import { Link } from 'react-router';
import { Thumbnail } from '../../../components/ui/card-image';
import { paths } from '../../../lib/paths';

/** The width of a portrait card; the skeleton draws the same. */
export const TIER_HERO_CARD_CLASSES = 'w-24 sm:w-28';

/**
 * A hero on the tier list: portrait, name linking to the hero's page, and the community rating
 * (the hero's average, as on its page, with how many ratings it is from) once it is ranked.
 */
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
      {isRatingRanked(hero.totalRatings) ? (
        <p className="text-xs leading-snug text-slate-600 dark:text-slate-300">
          <span className="sr-only">{M.community} </span>
          <span className="font-semibold text-slate-800 dark:text-slate-100">
            <span aria-hidden="true">★ </span>
            {hero.averageRating.toFixed(1)}
          </span>
          <span className="block">{M.averageOf(hero.totalRatings)}</span>
        </p>
      ) : (
        <p className="text-xs leading-snug text-slate-600 dark:text-slate-300">{M.needsRatings}</p>
      )}
    </div>
  );
}
