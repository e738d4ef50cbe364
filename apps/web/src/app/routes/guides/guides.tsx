import { canReviewGuides } from '@haven/shared/guides/policies';
import { useLingui } from '@lingui/react/macro';
import { LIST_PAGE_CLASSES } from '../../../components/ui/gallery-shell';
import { PageTitle } from '../../../components/ui/page-title';
import { useSession } from '../../../features/auth/api/get-me';
import { getGuidesQueryOptions } from '../../../features/guides/api/get-guides';
import { GuideLibrary } from '../../../features/guides/components/guide-library';
import { readGuideListParams } from '../../../features/guides/hooks/guide-list-params';
import { withPageQueries } from '../../loader-context';

/** On the server, the page of guides the address asks for is fetched before the page is drawn. */
export const loader = withPageQueries(null, ({ url }) => [
  getGuidesQueryOptions(readGuideListParams(url.searchParams)),
]);

export function Component() {
  const { user } = useSession();
  const { t } = useLingui();
  return (
    <div className={LIST_PAGE_CLASSES}>
      <PageTitle title={t`Guides`} description={t`Strategies and tips written by the community.`} />
      <GuideLibrary isSignedIn={Boolean(user)} canReview={canReviewGuides(user)} />
    </div>
  );
}
