import { PageTitle } from '../../../components/ui/page-title';
import { HeroCollection } from '../../../features/heroes/components/hero-collection';
import { QuickSearchHint } from '../../../features/search/components/quick-search-hint';

export function Component() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle
        title="Hero Collection"
        description="Browse every hero of the game: search by name and filter by class, rarity and role."
      />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        Hero Collection
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">
        Browse every hero by class, rarity and role, and open one to read its skills and what players think.
      </p>
      <QuickSearchHint className="mt-3" />
      <div className="mt-4">
        <HeroCollection />
      </div>
    </div>
  );
}
