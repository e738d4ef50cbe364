import { PageTitle } from '../../../components/ui/page-title';
import { AuthForm } from '../../../features/auth/components/auth-form';

export function Component() {
  return (
    <>
      <PageTitle title="Forgot Password" />
      <AuthForm mode="forgot" />
    </>
  );
}
