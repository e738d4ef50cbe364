import { useLingui } from '@lingui/react/macro';
import { GalleryHeader, LIST_PAGE_CLASSES } from '../../../components/ui/gallery-shell';
import { useSession } from '../../../features/auth/api/get-me';
import { HeroCompare } from '../../../features/heroes/components/hero-compare';

export function Component() {
  const { user } = useSession();
  const { t } = useLingui();
  return (
    <div className={LIST_PAGE_CLASSES}>
      <GalleryHeader
        title={t`Compare Heroes`}
        description={t`Compare up to four heroes side by side: base stats, skills, tiers in each mode and rating.`}
        intro={t`Put up to four heroes side by side to compare their base stats, skills, tiers and rating. The address keeps your choice, so you can share it.`}
      />
      <div className="mt-6">
        <HeroCompare canFilterOwned={user !== null} />
      </div>
    </div>
  );
}
