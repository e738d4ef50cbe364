import { OUTFIT_MESSAGES } from '@haven/shared/outfits/messages';
import { useParams } from 'react-router';
import { useSession } from '../../../features/auth/api/get-me';
import { getOutfitQueryOptions, useOutfit } from '../../../features/outfits/api/get-outfit';
import {
  OutfitDetailView,
  OutfitLoadError,
  OutfitNotFound,
  OutfitPageSkeleton,
} from '../../../features/outfits/components/outfit-detail';
import { ApiError } from '../../../lib/api-client';
import { mainQueryLoader } from '../../loader-context';

/** The server answers 404 for an outfit that does not exist. */
export const loader = mainQueryLoader(({ slug = '' }) => getOutfitQueryOptions(slug));

export function Component() {
  const { slug = '' } = useParams();
  const outfit = useOutfit(slug);
  const session = useSession();

  if (outfit.isPending) return <OutfitPageSkeleton />;
  if (outfit.isError) {
    const error = outfit.error;
    if (error instanceof ApiError && error.status === 404) return <OutfitNotFound />;
    if (error instanceof ApiError && error.status === 400)
      return <OutfitNotFound reason={OUTFIT_MESSAGES.invalidSlug} />;
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
