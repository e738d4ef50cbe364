import { Trans, useLingui } from '@lingui/react/macro';
import { Compass } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { StatusPage } from '../../components/ui/status-page';
import { paths } from '../../lib/paths';

/** The not-found screen, also used for unknown ids inside known routes. */
export function NotFoundView() {
  const { t } = useLingui();
  return (
    <StatusPage
      icon={Compass}
      tone="brand"
      pageTitle={t`Page Not Found`}
      title={t`404 - Page Not Found`}
      description={t`This path leads nowhere. The page may have moved, or the link may be mistyped.`}
      actions={
        <ButtonLink to={paths.home}>
          <Trans>Return Home</Trans>
        </ButtonLink>
      }
    />
  );
}

export function Component() {
  return <NotFoundView />;
}
