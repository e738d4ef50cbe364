import { PageTitle } from '../../../components/ui/page-title';
import { SignInForm } from '../../../features/auth/components/sign-in-form';

export function Component() {
  return (
    <>
      <PageTitle
        title="Sign In"
        description="Sign in to Heroes Haven to rate heroes, build teams and write guides."
      />
      <SignInForm />
    </>
  );
}
