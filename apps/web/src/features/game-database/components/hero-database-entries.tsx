import type { DatabaseEntryCard } from '@haven/shared/game-database/schemas';
import { Trans } from '@lingui/react/macro';
import { CARD_CLASSES } from '../../../components/ui/card';
import { PictureCard } from '../../../components/ui/card-image';
import { CardTitle } from '../../../components/ui/card-title';
import { RarityBadge } from '../../../components/ui/rarity-badge';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useHeroDatabaseEntries } from '../api/get-hero-database-entries';
import { categoryLabelText } from '../category-texts';

/**
 * 'Related' on a hero's page: the database entries that name the hero, each labelled with its
 * category (the server sends them in category order, then by name). It sits
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
        <Trans>Related</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        <Trans>Database entries that name {heroName}.</Trans>
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((entry) => (
          <li key={entry.id}>
            <RelatedEntryCard entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A small card: thumbnail, category, rarity and name, linking to the entry's page. */
function RelatedEntryCard({ entry }: { entry: DatabaseEntryCard }) {
  return (
    <PictureCard
      className="h-full flex-row items-center gap-3 p-2"
      image={{
        src: entry.imageUrl,
        alt: '',
        width: 56,
        height: 56,
        frame: 'size-14 shrink-0 rounded-lg',
        zoom: 'slight',
      }}
    >
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-xs font-medium text-slate-600 dark:text-slate-400">
          {categoryLabelText(entry.category)}
          {entry.rarity && <RarityBadge rarity={entry.rarity} />}
        </p>
        <CardTitle
          to={paths.databaseEntry(entry.category, entry.slug)}
          className="mt-0.5 truncate text-sm font-semibold text-slate-900 dark:text-white"
        >
          {entry.name}
        </CardTitle>
      </div>
    </PictureCard>
  );
}
