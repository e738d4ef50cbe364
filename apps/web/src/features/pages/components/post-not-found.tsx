import { Trans, useLingui } from '@lingui/react/macro';
import { FileQuestion } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { StatusPage } from '../../../components/ui/status-page';
import { paths } from '../../../lib/paths';

/** The site has no posts of its own; old notification links that point at one land here. */
export function PostNotFound() {
  const { t } = useLingui();
  return (
    <StatusPage
      icon={FileQuestion}
      tone="neutral"
      title={t`Post not found`}
      description={t`This post does not exist or is no longer available.`}
      actions={
        <ButtonLink to={paths.home}>
          <Trans>Return Home</Trans>
        </ButtonLink>
      }
    />
  );
}
