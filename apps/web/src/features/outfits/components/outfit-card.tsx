import type { OutfitCard as OutfitCardData } from '@haven/shared/outfits/schemas';
import { CARD_CLASSES } from '../../../components/ui/card';
import type { ImageShape } from '../../../components/ui/card-image';
import { TileCard } from '../../../components/ui/tile-card';
import { paths } from '../../../lib/paths';

/** Outfit art is drawn 3:4; cards and the detail page keep that shape so nothing moves as it loads. */
export const OUTFIT_IMAGE_WIDTH = 300;
export const OUTFIT_IMAGE_HEIGHT = 400;
export const OUTFIT_IMAGE: ImageShape = {
  width: OUTFIT_IMAGE_WIDTH,
  height: OUTFIT_IMAGE_HEIGHT,
  aspect: 'aspect-[3/4]',
};

/** An outfit in the gallery grid; its name links to the outfit's page. */
export function OutfitCard({ outfit, isAboveFold }: { outfit: OutfitCardData; isAboveFold: boolean }) {
  return (
    <TileCard
      to={paths.outfit(outfit.slug)}
      title={outfit.name}
      src={outfit.overallImage}
      shape={OUTFIT_IMAGE}
      isAboveFold={isAboveFold}
      // The gallery's cards sit right under the page's heading.
      level={2}
    >
      {outfit.category && (
        <p className="mt-auto flex flex-wrap items-center gap-1.5 text-xs text-slate-600 dark:text-slate-300">
          <CategoryChip category={outfit.category} />
        </p>
      )}
    </TileCard>
  );
}

export function CategoryChip({ category }: { category: string }) {
  return (
    <span
      data-content
      className="inline-flex items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-300/15 dark:text-brand-100"
    >
      {category}
    </span>
  );
}

/** A grey card of the same size while the gallery loads. */
export function OutfitCardSkeleton() {
  return (
    <div className={`${CARD_CLASSES} animate-pulse`} aria-hidden="true">
      <div className="aspect-[3/4] bg-slate-200 dark:bg-white/10" />
      <div className="space-y-2 p-3">
        <div className="h-4 w-3/4 rounded bg-slate-200 dark:bg-white/10" />
        <div className="h-5 w-1/2 rounded-full bg-slate-200 dark:bg-white/10" />
      </div>
    </div>
  );
}
