import { Navigate } from 'react-router';
import { adminTabHref } from '../../../features/admin/admin-tabs';

/** /admin/heroes is the dashboard's Heroes section. */
export function Component() {
  return <Navigate to={adminTabHref('heroes')} replace />;
}
