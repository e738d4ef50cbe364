import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import { GalleryHeader, LIST_PAGE_CLASSES } from '../../../components/ui/gallery-shell';
import { HeroCompare } from '../../../features/heroes/components/hero-compare';

export function Component() {
  return (
    <div className={LIST_PAGE_CLASSES}>
      <GalleryHeader
        title={HERO_MESSAGES.compareTitle}
        description="Compare up to four heroes side by side: base stats, skills, tiers in each mode and rating."
        intro="Put up to four heroes side by side to compare their base stats, skills, tiers and rating. The address keeps your choice, so you can share it."
      />
      <div className="mt-6">
        <HeroCompare />
      </div>
    </div>
  );
}
