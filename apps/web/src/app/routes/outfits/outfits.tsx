import { GalleryPage } from '../../../components/ui/gallery-shell';
import { OutfitGallery } from '../../../features/outfits/components/outfit-gallery';

export function Component() {
  return (
    <GalleryPage
      title="Outfit Gallery"
      description="Browse every outfit of the game, in its female and male versions."
      intro="Search the wardrobe by name, description or folder, filter by category and tags, and open an outfit to see both versions."
    >
      <OutfitGallery />
    </GalleryPage>
  );
}
