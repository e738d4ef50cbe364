import { HERO_MESSAGES } from '@haven/shared';
import { SearchX, TriangleAlert } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../lib/paths';

/** The hero page for an unknown slug. */
export function HeroNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle title={HERO_MESSAGES.notFound} />
      <span className="grid size-16 place-items-center rounded-2xl bg-brand-100 text-brand-700 dark:bg-brand-300/15 dark:text-brand-200">
        <SearchX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {HERO_MESSAGES.notFound}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        This hero may have been renamed or removed from the collection.
      </p>
      <ButtonLink to={paths.heroes} className="mt-8">
        Browse Heroes
      </ButtonLink>
    </div>
  );
}

/** The hero page when loading failed for another reason. */
export function HeroLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle title={HERO_MESSAGES.loadOneFailed} />
      <span className="grid size-16 place-items-center rounded-2xl bg-amber-100 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300">
        <TriangleAlert aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {HERO_MESSAGES.loadOneFailed}
      </h1>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>Try Again</Button>
        <ButtonLink to={paths.heroes} variant="outline">
          Browse Heroes
        </ButtonLink>
      </div>
    </div>
  );
}
