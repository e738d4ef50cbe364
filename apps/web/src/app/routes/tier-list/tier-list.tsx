import { LIST_PAGE_CLASSES } from '../../../components/ui/gallery-shell';
import { PageTitle } from '../../../components/ui/page-title';
import { useSession } from '../../../features/auth/api/get-me';
import { getGameModesQueryOptions } from '../../../features/tier-list/api/get-game-modes';
import { getTierListQueryOptions } from '../../../features/tier-list/api/get-tier-list';
import { TierListPage } from '../../../features/tier-list/components/tier-list-page';
import { readTierListParams } from '../../../features/tier-list/hooks/use-tier-list-params';
import { TIER_LIST_TEXTS as TIER_LIST_MESSAGES } from '../../../features/tier-list/shared-texts';
import { withPageQueries } from '../../loader-context';

/**
 * On the server, the game modes and the tier list the address asks for are fetched first (the
 * page shows the list only when there are modes).
 */
export const loader = withPageQueries(null, ({ url, viewer }) => {
  const { owned, ...rest } = readTierListParams(url.searchParams);
  // 'Owned only' is a member's own list; a visitor's address that asks for it lists everyone.
  return [getGameModesQueryOptions(), getTierListQueryOptions(owned && viewer ? { ...rest, owned } : rest)];
});

export function Component() {
  const { user } = useSession();
  return (
    <div className={LIST_PAGE_CLASSES}>
      <PageTitle title={TIER_LIST_MESSAGES.title} description={TIER_LIST_MESSAGES.intro} />
      <h1
        data-content
        className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
      >
        {TIER_LIST_MESSAGES.title}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">{TIER_LIST_MESSAGES.intro}</p>
      <TierListPage canFilterOwned={user !== null} />
    </div>
  );
}
