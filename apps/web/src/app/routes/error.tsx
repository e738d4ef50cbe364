import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { StatusPage } from '../../components/ui/status-page';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'An unexpected error occurred';
}

function ErrorContent() {
  const error = useRouteError();
  return (
    <StatusPage
      icon={TriangleAlert}
      tone="warning"
      pageTitle="Error"
      title="Oops! Something went wrong"
      description={describe(error)}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Try Again</Button>
          {/* A full page load: the app's state may be what failed. */}
          <a href="/" className={buttonClasses('outline')}>
            Go Home
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
