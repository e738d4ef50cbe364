import { useParams } from 'react-router';
import { arrivalThreadPage } from '../../../components/comments/use-linked-comment';
import { useSession } from '../../../features/auth/api/get-me';
import { getCommunityCommentsQueryOptions } from '../../../features/community-comments/api/get-community-comments';
import { CommunityComments } from '../../../features/community-comments/components/community-comments';
import { getGuideQueryOptions, useGuide } from '../../../features/guides/api/get-guide';
import { getUnpublishedGuideQueryOptions } from '../../../features/guides/api/get-unpublished-guide';
import { GuidePage } from '../../../features/guides/components/guide-page';
import { mainQueryLoader, withPageQueries } from '../../loader-context';

/**
 * The server answers 404 for a guide with no published version and no draft its member may read,
 * and fetches a published guide's comments with it.
 */
export const loader = withPageQueries(
  mainQueryLoader(
    ({ slug = '' }) => getGuideQueryOptions(slug),
    ({ slug = '' }) => getUnpublishedGuideQueryOptions(slug),
  ),
  ({ params: { slug = '' }, url, queryClient }) => {
    const guide = queryClient.getQueryData(getGuideQueryOptions(slug).queryKey);
    return guide
      ? [getCommunityCommentsQueryOptions({ kind: 'guide', id: guide.id }, arrivalThreadPage(url))]
      : [];
  },
);

export function Component() {
  const { slug = '' } = useParams();
  const { user } = useSession();
  // Only a published guide (the public read) takes comments.
  const published = useGuide(slug).data;
  return (
    <>
      <GuidePage key={slug} slug={slug} viewer={user} />
      {published && (
        <div className="mx-auto w-full max-w-4xl px-4 pb-10 sm:px-6">
          <CommunityComments kind="guide" id={published.id} viewer={user} />
        </div>
      )}
    </>
  );
}
