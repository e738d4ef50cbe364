import { PageTitle } from '../../../components/ui/page-title';
import { SignUpForm } from '../../../features/auth/components/sign-up-form';

export function Component() {
  return (
    <>
      <PageTitle title="Register" />
      <SignUpForm />
    </>
  );
}
