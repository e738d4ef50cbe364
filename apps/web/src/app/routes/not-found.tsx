import { Compass } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../lib/paths';

/** The not-found screen (spec part 2), also used for unknown ids inside known routes. */
export function NotFoundView() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle title="Page Not Found" />
      <span className="grid size-16 place-items-center rounded-2xl bg-brand-100 text-brand-700 dark:bg-brand-300/15 dark:text-brand-200">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        404 - Page Not Found
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        This path leads nowhere. The page may have moved, or the link may be mistyped.
      </p>
      <ButtonLink to={paths.home} className="mt-8">
        Return Home
      </ButtonLink>
    </div>
  );
}

export function Component() {
  return <NotFoundView />;
}
