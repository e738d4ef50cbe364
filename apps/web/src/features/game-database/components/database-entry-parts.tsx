import type { DatabaseCategoryInfo } from '@haven/shared/game-database/constants';
import type { DatabaseEntryDetail, RelatedHero } from '@haven/shared/game-database/schemas';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { LINK_CARD_CLASSES } from '../../../components/ui/card';
import { CardImage } from '../../../components/ui/card-image';
import { CardTitle } from '../../../components/ui/card-title';
import { RarityBadge } from '../../../components/ui/rarity-badge';
import { SKELETON_BLOCK } from '../../../components/ui/section-states';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { ENTRY_IMAGE_SIZE } from './database-entry-card';

/** The width and padding of an entry page, loading or loaded. */
export const ENTRY_PAGE_CLASSES = 'mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10';

/** The entry header's grid: the picture beside the name, summary and tags. */
export const ENTRY_HEADER_GRID_CLASSES = 'mt-4 grid gap-6 p-4 sm:p-6 md:grid-cols-[minmax(0,18rem)_1fr]';

/** The attributes as rows of label and value, named by the section heading. */
export function AttributeTable({ attributes }: { attributes: DatabaseEntryDetail['attributes'] }) {
  return (
    <table aria-labelledby="entry-attributes" className="mt-3 w-full text-sm">
      <tbody className="divide-y divide-slate-200 dark:divide-white/10">
        {attributes.map((attribute, index) => (
          // Labels may repeat ('Drops from' twice), so the row's place keeps keys unique.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
          <tr key={index}>
            <th
              scope="row"
              className="w-2/5 py-2 pr-3 text-left align-top font-semibold text-slate-700 dark:text-slate-300"
            >
              {attribute.label}
            </th>
            <td className="py-2 align-top break-words text-slate-900 dark:text-slate-100">
              {attribute.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A hero named by the entry, drawn like the collection's cards; it links to the hero's page. */
export function RelatedHeroCard({ hero }: { hero: RelatedHero }) {
  return (
    <article className={cn(LINK_CARD_CLASSES, 'h-full')}>
      <CardImage
        src={hero.imageUrl}
        alt=""
        width={ENTRY_IMAGE_SIZE}
        height={ENTRY_IMAGE_SIZE}
        frame="aspect-square"
        zoom="slight"
      />
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <CardTitle
          to={paths.hero(hero.slug)}
          className="line-clamp-2 font-semibold leading-snug text-slate-900 dark:text-white"
        >
          {hero.name}
        </CardTitle>
        <p className="flex items-center gap-2 text-xs font-medium text-slate-600 dark:text-slate-300">
          <RarityBadge rarity={hero.rarity} />
          {hero.class}
        </p>
      </div>
    </article>
  );
}

/** Database › category › entry; the entry's name is a grey block while it loads. */
export function Breadcrumb({ category, name }: { category: DatabaseCategoryInfo; name: string | null }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
        <li>Database</li>
        <li aria-hidden="true">›</li>
        <li>
          <Link
            to={paths.database(category.slug)}
            className="rounded font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            {category.label}
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li aria-current="page" className="min-w-0 truncate">
          {name ?? <span className={cn(SKELETON_BLOCK, 'inline-block h-4 w-32 align-middle')} />}
        </li>
      </ol>
    </nav>
  );
}

/** Previous and next entry by name; a missing end keeps its place so the other stays put. */
export function NeighbourLinks({
  category,
  entry,
}: {
  category: DatabaseCategoryInfo;
  entry: DatabaseEntryDetail;
}) {
  const linkClasses =
    'flex min-w-0 items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 py-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-white/15 dark:bg-night-900 dark:text-slate-100 dark:hover:bg-white/10';
  return (
    <nav aria-label={`Other ${category.label}`} className="mt-6 grid grid-cols-2 gap-3">
      {entry.previous ? (
        <Link to={paths.databaseEntry(category.slug, entry.previous.slug)} className={linkClasses} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0">
            <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
              Previous {category.singular}
            </span>
            <span className="block truncate">{entry.previous.name}</span>
          </span>
        </Link>
      ) : (
        <span />
      )}
      {entry.next ? (
        <Link
          to={paths.databaseEntry(category.slug, entry.next.slug)}
          className={cn(linkClasses, 'justify-end text-right')}
          rel="next"
        >
          <span className="min-w-0">
            <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
              Next {category.singular}
            </span>
            <span className="block truncate">{entry.next.name}</span>
          </span>
          <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
