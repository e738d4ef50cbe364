import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { StatusPage } from '../../components/ui/status-page';

function describe(error: unknown, fallback: string): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

function ErrorContent() {
  const { t } = useLingui();
  const error = useRouteError();
  return (
    <StatusPage
      icon={TriangleAlert}
      tone="warning"
      pageTitle={t`Error`}
      title={t`Oops! Something went wrong`}
      description={describe(error, t`An unexpected error occurred`)}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>
            <Trans>Try Again</Trans>
          </Button>
          {/* A full page load: the app's state may be what failed. */}
          <a href="/" className={buttonClasses('outline')}>
            <Trans>Go Home</Trans>
          </a>
        </>
      }
    />
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
