import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
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

/** Layout route for the admin area: Access Denied for anyone but an admin. */
export function RequireAdmin() {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingState />;
  if (!user?.isAdmin) return <AccessDenied />;
  return <Outlet />;
}
