import { LibraryBig } from 'lucide-react';
import { useIsHydrated } from '../../../components/ui/after-hydration';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../lib/paths';
import { useHeroOwnershipShare, useMyHeroEntry } from '../api/get-my-hero-entry';
import { collectionTexts } from '../shared-texts';

type HeroOwnershipProps = { heroId: string; userId: string | undefined };

/**
 * On a hero's page: whether the member owns the hero ('You own this hero — ★4, level 120') and
 * the share of members who do. The page's HTML is shared, so both are drawn once it is live, in
 * space held from the first paint.
 */
export function HeroOwnership({ heroId, userId }: HeroOwnershipProps) {
  const isHydrated = useIsHydrated();
  const share = useHeroOwnershipShare(heroId, isHydrated);
  const mine = useMyHeroEntry(userId, heroId, isHydrated);
  const entry = mine.data?.entry;
  return (
    <p className="flex min-h-10 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 sm:min-h-5 dark:text-slate-200">
      {entry && (
        <span className="inline-flex items-center gap-1.5 font-semibold text-brand-700 dark:text-brand-300">
          <LibraryBig aria-hidden="true" className="size-4" />
          {collectionTexts.ownHero(entry.stars, entry.level)}
        </span>
      )}
      {userId && mine.data && !entry && <TextLink to={paths.collection}>Add to my collection</TextLink>}
      {share.data && share.data.owners > 0 && <span>{collectionTexts.ownedShare(share.data.percent)}</span>}
    </p>
  );
}
