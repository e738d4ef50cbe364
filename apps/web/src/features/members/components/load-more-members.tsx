import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { memberTexts } from '../shared-texts';

type LoadMoreMembersProps = {
  /** The member list's infinite query. */
  members: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
};

/** Load More under a member list while there are more members, busy while the next page loads. */
export function LoadMoreMembers({ members }: LoadMoreMembersProps) {
  if (!members.hasNextPage) return null;
  return (
    <div className="flex justify-center pt-2">
      <Button variant="outline" onClick={() => members.fetchNextPage()} disabled={members.isFetchingNextPage}>
        {members.isFetchingNextPage && <Spinner className="size-4" />}
        {members.isFetchingNextPage ? memberTexts.loadingMore : memberTexts.loadMore}
      </Button>
    </div>
  );
}
