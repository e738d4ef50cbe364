import type { DatabaseEntryCard as DatabaseEntryCardData } from '@haven/shared/game-database/schemas';
import { CARD_CLASSES } from '../../../components/ui/card';
import type { ImageShape } from '../../../components/ui/card-image';
import { RarityBadge } from '../../../components/ui/rarity-badge';
import { SKELETON_BLOCK, SKELETON_FILL } from '../../../components/ui/section-states';
import { TileCard } from '../../../components/ui/tile-card';
import { langOf, UntranslatedMark } from '../../../components/ui/untranslated-mark';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';

/** Entry art is square; cards and the entry page keep that shape so nothing moves as it loads. */
export const ENTRY_IMAGE: ImageShape = { width: 256, height: 256, aspect: 'aspect-square' };

type DatabaseEntryCardProps = { entry: DatabaseEntryCardData; isAboveFold: boolean };

/** An entry in a category's grid; its name links to the entry's page. */
export function DatabaseEntryCard({ entry, isAboveFold }: DatabaseEntryCardProps) {
  return (
    <TileCard
      to={paths.databaseEntry(entry.category, entry.slug)}
      title={<span lang={langOf(entry.untranslated, 'name')}>{entry.name}</span>}
      src={entry.imageUrl}
      shape={ENTRY_IMAGE}
      isAboveFold={isAboveFold}
      // The gallery's cards sit right under the page's heading.
      level={2}
      stretch
    >
      {entry.rarity && (
        <p className="flex">
          <RarityBadge rarity={entry.rarity} />
        </p>
      )}
      {entry.summary && (
        <p
          data-content
          lang={langOf(entry.untranslated, 'summary')}
          className="line-clamp-3 text-sm leading-5 text-slate-600 dark:text-slate-300"
        >
          {entry.summary}
        </p>
      )}
      <UntranslatedMark
        untranslated={entry.untranslated}
        fields={['name', 'summary']}
        className="self-start"
      />
    </TileCard>
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
