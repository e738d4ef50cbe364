import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/ui/page-title';
import { SignUpForm } from '../../../features/auth/components/sign-up-form';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle
        title={t`Register`}
        description={t`Join Heroes Haven: rate heroes, share teams and write guides with other players.`}
      />
      <SignUpForm />
    </>
  );
}
