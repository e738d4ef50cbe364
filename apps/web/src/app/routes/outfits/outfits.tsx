import { useLingui } from '@lingui/react/macro';
import { GalleryPage } from '../../../components/ui/gallery-shell';
import { getOutfitFacetsQueryOptions } from '../../../features/outfits/api/get-outfit-facets';
import { getOutfitsQueryOptions } from '../../../features/outfits/api/get-outfits';
import { OutfitGallery } from '../../../features/outfits/components/outfit-gallery';
import { readOutfitListParams } from '../../../features/outfits/hooks/use-outfit-list-params';
import { withPageQueries } from '../../loader-context';

/**
 * On the server, the page of outfits the address asks for and the filters' choices (the panel is
 * in the page even while closed) are fetched before the page is drawn.
 */
export const loader = withPageQueries(null, ({ url }) => [
  getOutfitsQueryOptions(readOutfitListParams(url.searchParams)),
  getOutfitFacetsQueryOptions(),
]);

export function Component() {
  const { t } = useLingui();
  return (
    <GalleryPage
      title={t`Outfit Gallery`}
      description={t`Browse every outfit of the game, in its female and male versions.`}
      intro={t`Search the wardrobe by name, description or folder, filter by category and tags, and open an outfit to see both versions.`}
    >
      <OutfitGallery />
    </GalleryPage>
  );
}
