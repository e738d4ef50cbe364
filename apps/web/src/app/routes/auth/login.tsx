import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/ui/page-title';
import { SignInForm } from '../../../features/auth/components/sign-in-form';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle
        title={t`Sign In`}
        description={t`Sign in to Heroes Haven to rate heroes, build teams and write guides.`}
      />
      <SignInForm />
    </>
  );
}
