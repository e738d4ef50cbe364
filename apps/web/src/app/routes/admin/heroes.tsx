import { redirect } from 'react-router';
import { adminTabHref } from '../../../features/admin/admin-tabs';

/** /admin/heroes is the dashboard's Heroes section: the server (or the router) sends the browser there. */
export const loader = () => redirect(adminTabHref('heroes'));
