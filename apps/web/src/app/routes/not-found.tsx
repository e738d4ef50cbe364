import { Compass } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { StatusPage } from '../../components/ui/status-page';
import { paths } from '../../lib/paths';

/** The not-found screen, also used for unknown ids inside known routes. */
export function NotFoundView() {
  return (
    <StatusPage
      icon={Compass}
      tone="brand"
      pageTitle="Page Not Found"
      title="404 - Page Not Found"
      description="This path leads nowhere. The page may have moved, or the link may be mistyped."
      actions={<ButtonLink to={paths.home}>Return Home</ButtonLink>}
    />
  );
}

export function Component() {
  return <NotFoundView />;
}
