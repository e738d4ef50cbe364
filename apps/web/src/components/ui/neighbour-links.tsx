import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

const LINK_CLASSES =
  'flex min-w-0 items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 py-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-white/15 dark:bg-night-900 dark:text-slate-100 dark:hover:bg-white/10';

/** A neighbouring item by its address name and its title; null at either end of the list. */
type Neighbour = { slug: string; name: string } | null;

type NeighbourLinksProps = {
  /** The accessible name of the navigation ('Other outfits'). */
  label: string;
  /** What one item is called, for the line over each name ('Previous outfit'). */
  noun: string;
  /** The item shown, with its neighbours. */
  item: { previous: Neighbour; next: Neighbour };
  getHref: (slug: string) => string;
};

/** Previous and next item of a list; a missing end keeps its place so the other stays put. */
export function NeighbourLinks({ label, noun, item, getHref }: NeighbourLinksProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={label} className="mt-6 grid grid-cols-2 gap-3">
      <NeighbourLink neighbour={item.previous} caption={t`Previous ${noun}`} rel="prev" getHref={getHref} />
      <NeighbourLink neighbour={item.next} caption={t`Next ${noun}`} rel="next" getHref={getHref} />
    </nav>
  );
}

type NeighbourLinkProps = {
  neighbour: Neighbour;
  caption: string;
  rel: 'prev' | 'next';
  getHref: (slug: string) => string;
};

/** One side: its arrow points away from the page, and the next item's text is set to the right. */
function NeighbourLink({ neighbour, caption, rel, getHref }: NeighbourLinkProps) {
  if (!neighbour) return <span />;
  const isNext = rel === 'next';
  return (
    <Link
      to={getHref(neighbour.slug)}
      className={cn(LINK_CLASSES, isNext && 'justify-end text-right')}
      rel={rel}
    >
      {!isNext && <ChevronLeft aria-hidden="true" className="size-4 shrink-0" />}
      <span className="min-w-0">
        <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{caption}</span>
        <span data-content className="block truncate">
          {neighbour.name}
        </span>
      </span>
      {isNext && <ChevronRight aria-hidden="true" className="size-4 shrink-0" />}
    </Link>
  );
}
