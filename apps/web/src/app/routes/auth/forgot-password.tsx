import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/ui/page-title';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle
        title={t`Forgot Password`}
        description={t`Ask for a link to choose a new Heroes Haven password.`}
      />
      <ForgotPasswordForm />
    </>
  );
}
