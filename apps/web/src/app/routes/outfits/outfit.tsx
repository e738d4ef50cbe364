import { useParams } from 'react-router';
import { useSession } from '../../../features/auth/api/get-me';
import { getMyFavoriteOutfitQueryOptions } from '../../../features/outfits/api/get-my-favorite-outfit';
import { getOutfitQueryOptions, useOutfit } from '../../../features/outfits/api/get-outfit';
import {
  OutfitDetailView,
  OutfitLoadError,
  OutfitNotFound,
  OutfitPageSkeleton,
} from '../../../features/outfits/components/outfit-detail';
import { outfitTexts } from '../../../features/outfits/shared-texts';
import { ApiError } from '../../../lib/api-client';
import { mainQueryLoader, withPageQueries } from '../../loader-context';

/** The server answers 404 for an outfit that does not exist, and fetches a member's favourite with it. */
export const loader = withPageQueries(
  mainQueryLoader(({ slug = '' }) => getOutfitQueryOptions(slug)),
  ({ viewer }) => (viewer ? [getMyFavoriteOutfitQueryOptions()] : []),
);

export function Component() {
  const { slug = '' } = useParams();
  const outfit = useOutfit(slug);
  const session = useSession();

  if (outfit.isPending) return <OutfitPageSkeleton />;
  if (outfit.isError) {
    const error = outfit.error;
    if (error instanceof ApiError && error.status === 404) return <OutfitNotFound />;
    if (error instanceof ApiError && error.status === 400)
      return <OutfitNotFound reason={outfitTexts.invalidSlug} />;
    return <OutfitLoadError onRetry={() => void outfit.refetch()} />;
  }
  return (
    <OutfitDetailView
      key={outfit.data.id}
      outfit={outfit.data}
      isSignedIn={session.user !== null}
      isSessionLoading={session.isLoading}
    />
  );
}
