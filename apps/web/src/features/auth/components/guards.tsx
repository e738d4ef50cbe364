import { GENERIC_MESSAGES } from '@haven/shared/common/errors';
import { isAdminViewer } from '@haven/shared/common/policy-viewer';
import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { useConnectionHealth } from '../../../lib/health';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useSession } from '../api/get-me';
import { getIsSigningOut } from '../utils/sign-out-state';
import { AccessDenied } from './access-denied';

type RequireUserProps = {
  children: ReactNode;
  /** Where visitors go; /login (remembering this page) unless told otherwise. */
  redirectTo?: string;
};

/** Renders its children for signed-in users only. */
export function RequireUser({ children, redirectTo = paths.login }: RequireUserProps) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <LoadingState />;
  if (!user) {
    // Signing out already leads to /login.
    if (getIsSigningOut()) return null;
    return (
      <Navigate to={redirectTo} replace state={redirectTo === paths.login ? { from: location } : undefined} />
    );
  }
  return children;
}

/** Layout route for signed-in pages. */
export function RequireAuth() {
  return (
    <RequireUser>
      <Outlet />
    </RequireUser>
  );
}

/** Route `handle` of admin pages that send non-admins home with a notice instead of showing Access Denied. */
export type AdminRouteHandle = { redirectNonAdmins?: boolean };

/** Layout route for the admin area: Access Denied for anyone but an admin (or home, where the route asks for it). */
export function RequireAdmin() {
  const { user, isLoading } = useSession();
  const matches = useMatches();
  const redirects = matches.some(
    (match) => (match.handle as AdminRouteHandle | undefined)?.redirectNonAdmins,
  );
  if (isLoading) return <LoadingState />;
  if (!isAdminViewer(user)) return redirects ? <RedirectHome /> : <AccessDenied />;
  return (
    <>
      <ConnectionLostNotice />
      <Outlet />
    </>
  );
}

/** The admin area says when the server stops answering, and offers a retry, so no edit is lost silently. */
function ConnectionLostNotice() {
  const health = useConnectionHealth();
  const isLost = health.isError || health.data?.status === 'error';
  if (!isLost) return null;
  return (
    <div className="mx-auto mt-4 w-full max-w-6xl px-4">
      <Alert variant="error">
        <p>Connection lost. Attempting to reconnect...</p>
        <Button className="mt-2" size="sm" variant="secondary" onClick={() => health.refetch()}>
          Retry Connection
        </Button>
      </Alert>
    </div>
  );
}

/** Sends a non-admin home with 'Only administrators can access this page'. */
function RedirectHome() {
  useEffect(() => {
    toast.error(GENERIC_MESSAGES.adminOnly);
  }, []);
  return <Navigate to={paths.home} replace />;
}
