import { GalleryPage } from '../../../components/ui/gallery-shell';
import { HeroCollection } from '../../../features/heroes/components/hero-collection';
import { QuickSearchHint } from '../../../features/search/components/quick-search-hint';

export function Component() {
  return (
    <GalleryPage
      title="Hero Collection"
      description="Browse every hero of the game: search by name, filter by class, rarity and role, and sort by name, rating, newest or tier."
      intro="Browse every hero by class, rarity and role, and open one to read its skills and what players think."
      after={<QuickSearchHint className="mt-3" />}
      gap="mt-4"
    >
      <HeroCollection />
    </GalleryPage>
  );
}
