import { PageTitle } from '../../../components/ui/page-title';
import { ResetPasswordPanel } from '../../../features/auth/components/reset-password-form';

export function Component() {
  return (
    <>
      <PageTitle title="Reset Password" description="Choose a new password for your Heroes Haven account." />
      <ResetPasswordPanel />
    </>
  );
}
