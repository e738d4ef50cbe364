import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import { GalleryHeader, LIST_PAGE_CLASSES } from '../../../components/ui/gallery-shell';
import { useSession } from '../../../features/auth/api/get-me';
import { HeroCompare } from '../../../features/heroes/components/hero-compare';

export function Component() {
  const { user } = useSession();
  return (
    <div className={LIST_PAGE_CLASSES}>
      <GalleryHeader
        title={HERO_MESSAGES.compareTitle}
        description="Compare up to four heroes side by side: base stats, skills, tiers in each mode and rating."
        intro="Put up to four heroes side by side to compare their base stats, skills, tiers and rating. The address keeps your choice, so you can share it."
      />
      <div className="mt-6">
        <HeroCompare canFilterOwned={user !== null} />
      </div>
    </div>
  );
}
