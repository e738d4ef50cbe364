import type { TierTeaser as TierTeaserData } from '@haven/shared/tier-list/schemas';
import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { CARD_CLASSES } from '../../../components/ui/card';
import { Thumbnail } from '../../../components/ui/card-image';
import { TierBadge } from '../../../components/ui/tier-badge';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';

/** The teaser's height, held while it loads so nothing below it moves. */
const TEASER_BOX = 'h-16';

/**
 * The home page's tier teaser: the first mode's top tier as a row of small portraits, each a link
 * to its hero, and a link to the whole list. Nothing is drawn when nothing is ranked. Its texts are
 * the home page's own, so the page loads none of the tier list's.
 */
export function TierTeaser({
  isPending,
  data,
}: {
  isPending: boolean;
  data: TierTeaserData['teaser'] | undefined;
}) {
  const { t } = useLingui();
  if (isPending) return <div className={cn(CARD_CLASSES, TEASER_BOX)} aria-hidden="true" />;
  if (!data) return null;
  const mode = data.mode.name;
  const tier = data.tier;
  const heading = t`${mode}: tier ${tier}`;
  const more = data.total - data.heroes.length;
  return (
    <section
      aria-labelledby="tier-teaser-heading"
      className={cn(CARD_CLASSES, TEASER_BOX, 'flex items-center gap-2 px-2 sm:gap-3 sm:px-3')}
    >
      <TierBadge tier={data.tier} size="teaser" />
      <div className="min-w-0 flex-1">
        <h2
          id="tier-teaser-heading"
          className="truncate font-sans text-sm font-semibold text-slate-900 dark:text-white"
        >
          <Link to={paths.tierList(data.mode.slug)} className="underline-offset-2 hover:underline">
            {heading}
          </Link>
        </h2>
        <ul aria-label={heading} className="mt-0.5 flex gap-1 overflow-hidden">
          {data.heroes.map((hero) => (
            <li key={hero.id} className="shrink-0">
              <Link
                to={paths.hero(hero.slug)}
                aria-label={hero.name}
                data-content
                title={hero.name}
                className="block rounded-md"
              >
                <Thumbnail src={hero.imageUrl} size={28} className="rounded-md" />
              </Link>
            </li>
          ))}
          {more > 0 && (
            <li className="grid h-7 shrink-0 place-items-center px-1 text-xs font-semibold text-slate-600 dark:text-slate-300">
              +{more}
            </li>
          )}
        </ul>
      </div>
      <Link
        to={paths.tierList(data.mode.slug)}
        className="flex shrink-0 items-center gap-0.5 rounded-lg px-1.5 py-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
      >
        {t`Full tier list`}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
