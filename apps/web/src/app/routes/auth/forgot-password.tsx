import { PageTitle } from '../../../components/ui/page-title';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

export function Component() {
  return (
    <>
      <PageTitle
        title="Forgot Password"
        description="Ask for a link to choose a new Heroes Haven password."
      />
      <ForgotPasswordForm />
    </>
  );
}
