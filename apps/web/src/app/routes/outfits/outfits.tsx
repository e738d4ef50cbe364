import { PageTitle } from '../../../components/ui/page-title';
import { OutfitGallery } from '../../../features/outfits/components/outfit-gallery';

export function Component() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle
        title="Outfit Gallery"
        description="Browse every outfit of the game, in its female and male versions."
      />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        Outfit Gallery
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">
        Search the wardrobe by name, description or folder, filter by category and tags, and open an outfit to
        see both versions.
      </p>
      <div className="mt-6">
        <OutfitGallery />
      </div>
    </div>
  );
}
