import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'An unexpected error occurred';
}

function ErrorContent() {
  const error = useRouteError();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle title="Error" />
      <span className="grid size-16 place-items-center rounded-2xl bg-amber-100 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300">
        <TriangleAlert aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        Oops! Something went wrong
      </h1>
      <p className="mt-3 break-words text-slate-600 dark:text-slate-300">{describe(error)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Try Again</Button>
        {/* A full page load: the app's state may be what failed. */}
        <a href="/" className={buttonClasses('outline')}>
          Go Home
        </a>
      </div>
    </div>
  );
}

/** Error wrapper inside the layout: the header and footer stay. */
export function RouteErrorBoundary() {
  return <ErrorContent />;
}

/** Last resort when the layout itself failed. */
export function RootErrorBoundary() {
  return (
    <main id="main" className="min-h-dvh">
      <ErrorContent />
    </main>
  );
}
