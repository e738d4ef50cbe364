import { PageTitle } from '../../../components/ui/page-title';
import { SignUpForm } from '../../../features/auth/components/sign-up-form';

export function Component() {
  return (
    <>
      <PageTitle
        title="Register"
        description="Join Heroes Haven: rate heroes, share teams and write guides with other players."
      />
      <SignUpForm />
    </>
  );
}
