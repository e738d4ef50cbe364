import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/ui/page-title';
import { ResetPasswordPanel } from '../../../features/auth/components/reset-password-form';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle
        title={t`Reset Password`}
        description={t`Choose a new password for your Heroes Haven account.`}
      />
      <ResetPasswordPanel />
    </>
  );
}
