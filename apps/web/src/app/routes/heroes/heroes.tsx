import { useLingui } from '@lingui/react/macro';
import { GalleryPage } from '../../../components/ui/gallery-shell';
import { useSession } from '../../../features/auth/api/get-me';
import { getHeroesQueryOptions } from '../../../features/heroes/api/get-heroes';
import { HeroCollection } from '../../../features/heroes/components/hero-collection';
import { readHeroListParams, readHeroView } from '../../../features/heroes/hooks/use-hero-list-params';
import { QuickSearchHint } from '../../../features/search/components/quick-search-hint';
import { getGameModesQueryOptions } from '../../../features/tier-list/api/get-game-modes';
import { TierBadge } from '../../../features/tier-list/components/tier-badge';
import { withPageQueries } from '../../loader-context';

/** On the server, the page of heroes the address asks for is fetched before the page is drawn. */
export const loader = withPageQueries(null, ({ url, viewer }) => {
  const { owned, ...rest } = readHeroListParams(url.searchParams);
  // 'Owned only' is a member's own list; a visitor's address that asks for it lists everyone.
  const params = owned && viewer !== null ? { ...rest, owned } : rest;
  // The server knows the view only from the address; one remembered by the tab applies once live.
  const view = readHeroView(url.searchParams, null);
  // Sorted by tier, the controls offer the game modes.
  return [
    getHeroesQueryOptions(params, view),
    ...(params.sort === 'tier' ? [getGameModesQueryOptions()] : []),
  ];
});

export function Component() {
  const { user } = useSession();
  const { t } = useLingui();
  return (
    <GalleryPage
      title={t`Hero Collection`}
      description={t`Browse every hero of the game: search by name, filter by class, rarity and role, and sort by name, rating, newest or tier.`}
      intro={t`Browse every hero by class, rarity and role, and open one to read its skills and what players think.`}
      after={<QuickSearchHint className="mt-3" />}
      gap="mt-4"
    >
      <HeroCollection
        renderTier={(tier) => <TierBadge tier={tier} className="shadow-sm" />}
        canFilterOwned={user !== null}
      />
    </GalleryPage>
  );
}
