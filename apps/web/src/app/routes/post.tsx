import { FileQuestion } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../lib/paths';

/** Posts do not exist on this site (DECISIONS.md 3); old notification links land here. */
export function Component() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle title="Post not found" />
      <span className="grid size-16 place-items-center rounded-2xl bg-slate-200 text-slate-700 dark:bg-white/10 dark:text-slate-200">
        <FileQuestion aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        Post not found
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        This post does not exist or is no longer available.
      </p>
      <ButtonLink to={paths.home} className="mt-8">
        Return Home
      </ButtonLink>
    </div>
  );
}
