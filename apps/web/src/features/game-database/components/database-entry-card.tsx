import type { DatabaseEntryCard as DatabaseEntryCardData } from '@haven/shared/game-database/schemas';
import { CARD_CLASSES, LINK_CARD_CLASSES } from '../../../components/ui/card';
import { CardImage } from '../../../components/ui/card-image';
import { CardTitle } from '../../../components/ui/card-title';
import { RarityBadge } from '../../../components/ui/rarity-badge';
import { SKELETON_BLOCK, SKELETON_FILL } from '../../../components/ui/section-states';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';

/** Entry art is square; cards and the entry page keep that shape so nothing moves as it loads. */
export const ENTRY_IMAGE_SIZE = 256;

type DatabaseEntryCardProps = { entry: DatabaseEntryCardData; isAboveFold: boolean };

/** An entry in a category's grid; its name links to the entry's page. */
export function DatabaseEntryCard({ entry, isAboveFold }: DatabaseEntryCardProps) {
  return (
    <article className={cn(LINK_CARD_CLASSES, 'h-full')}>
      <CardImage
        src={entry.imageUrl}
        alt=""
        width={ENTRY_IMAGE_SIZE}
        height={ENTRY_IMAGE_SIZE}
        loading={isAboveFold ? 'eager' : 'lazy'}
        frame="aspect-square"
        zoom="slight"
      />
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <CardTitle
          to={paths.databaseEntry(entry.category, entry.slug)}
          className="line-clamp-2 font-semibold leading-snug text-slate-900 dark:text-white"
        >
          {entry.name}
        </CardTitle>
        {entry.rarity && (
          <p className="flex">
            <RarityBadge rarity={entry.rarity} />
          </p>
        )}
        {entry.summary && (
          <p className="line-clamp-3 text-sm leading-5 text-slate-600 dark:text-slate-300">{entry.summary}</p>
        )}
      </div>
    </article>
  );
}

/** A grey card of the same size while a category loads. */
export function DatabaseEntryCardSkeleton() {
  return (
    <div className={cn(CARD_CLASSES, 'h-full')} aria-hidden="true">
      <div className={cn(SKELETON_FILL, 'aspect-square')} />
      <div className="space-y-2 p-3">
        <div className={cn(SKELETON_BLOCK, 'h-5 w-3/4')} />
        <div className={cn(SKELETON_BLOCK, 'h-5 w-10')} />
        <div className={cn(SKELETON_BLOCK, 'h-4 w-full')} />
        <div className={cn(SKELETON_BLOCK, 'h-4 w-5/6')} />
      </div>
    </div>
  );
}
