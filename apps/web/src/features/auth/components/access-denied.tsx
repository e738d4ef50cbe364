import { ShieldAlert } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { StatusPage } from '../../../components/ui/status-page';
import { paths } from '../../../lib/paths';

/** Shown on admin pages to anyone who is not an administrator. */
export function AccessDenied() {
  const location = useLocation();
  return (
    <StatusPage
      icon={ShieldAlert}
      tone="danger"
      title="Access Denied"
      description="You don't have permission to view this page. It is only available to administrators."
      actions={
        <>
          <ButtonLink to={paths.home} variant="primary">
            Go Home
          </ButtonLink>
          <ButtonLink to={paths.login} state={{ from: location }} variant="outline">
            Log In
          </ButtonLink>
        </>
      }
    />
  );
}
