import { DATABASE_CATEGORIES, type DatabaseEntryCard } from '@haven/shared';
import { Link } from 'react-router';
import { CARD_CLASSES, CARD_TITLE_LINK_CLASSES, LINK_CARD_CLASSES } from '../../../components/ui/card';
import { CardImage } from '../../../components/ui/card-image';
import { RarityBadge } from '../../../components/ui/rarity-badge';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useHeroDatabaseEntries } from '../api/get-hero-database-entries';

/** The entries grouped by category, in the categories' menu order. */
function groupByCategory(entries: readonly DatabaseEntryCard[]) {
  return DATABASE_CATEGORIES.map((category) => ({
    category,
    entries: entries.filter((entry) => entry.category === category.slug),
  })).filter((group) => group.entries.length > 0);
}

/**
 * 'Related' on a hero's page: the database entries that name the hero, by category. It sits
 * below the page's other sections and shows nothing until (and unless) there are entries, so
 * nothing above it moves.
 */
export function HeroDatabaseEntries({ heroId, heroName }: { heroId: string; heroName: string }) {
  const entries = useHeroDatabaseEntries(heroId);
  const items = entries.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="hero-related" className={cn(CARD_CLASSES, 'p-4 sm:p-6')}>
      <h2 id="hero-related" className="text-2xl font-bold text-slate-900 dark:text-white">
        Related
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Database entries that name {heroName}.
      </p>
      <div className="mt-4 space-y-5">
        {groupByCategory(items).map(({ category, entries: group }) => (
          <div key={category.slug}>
            <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
              {category.label}
            </h3>
            <ul aria-label={category.label} className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.map((entry) => (
                <li key={entry.id}>
                  <RelatedEntryCard entry={entry} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

/** A small card: thumbnail, name and rarity, linking to the entry's page. */
function RelatedEntryCard({ entry }: { entry: DatabaseEntryCard }) {
  return (
    <article className={cn(LINK_CARD_CLASSES, 'h-full flex-row items-center gap-3 p-2')}>
      <CardImage
        src={entry.imageUrl}
        alt=""
        width={56}
        height={56}
        frame="size-14 shrink-0 rounded-lg"
        zoom="slight"
      />
      <div className="min-w-0 flex-1">
        <h4 className="truncate text-sm font-semibold text-slate-900 dark:text-white">
          <Link to={paths.databaseEntry(entry.category, entry.slug)} className={CARD_TITLE_LINK_CLASSES}>
            {entry.name}
          </Link>
        </h4>
        {entry.rarity && <RarityBadge rarity={entry.rarity} className="mt-1" />}
      </div>
    </article>
  );
}
