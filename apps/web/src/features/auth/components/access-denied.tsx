import { ShieldAlert } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../lib/paths';

/** Shown on admin pages to anyone who is not an administrator. */
export function AccessDenied() {
  const location = useLocation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle title="Access Denied" />
      <span className="grid size-16 place-items-center rounded-2xl bg-red-100 text-red-700 dark:bg-red-400/15 dark:text-red-300">
        <ShieldAlert aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Access Denied</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        You don&apos;t have permission to view this page. It is only available to administrators.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.home} variant="primary">
          Go Home
        </ButtonLink>
        <ButtonLink to={paths.login} state={{ from: location }} variant="outline">
          Log In
        </ButtonLink>
      </div>
    </div>
  );
}
