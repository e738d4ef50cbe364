import { PageTitle } from '../../../components/ui/page-title';
import { AuthForm } from '../../../features/auth/components/auth-form';

export function Component() {
  return (
    <>
      <PageTitle title="Sign In" />
      <AuthForm mode="login" />
    </>
  );
}
