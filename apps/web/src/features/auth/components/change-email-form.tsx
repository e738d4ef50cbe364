import { type ChangeEmailRequest, ChangeEmailRequestSchema } from '@haven/shared/account/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useChangeEmail } from '../api/change-email';
import { useAccount } from '../api/get-account';
import { useAuthForm } from '../hooks/use-auth-form';
import { accountTexts } from '../shared-texts';
import { AccountSection } from './account-section';
import { AuthAlerts, AuthField, AuthSubmitButton } from './auth-fields';

type ChangeEmailFormProps = { notice: { variant: 'success' | 'error'; text: string } | null };

/** The address signed in with, and a new one, which counts once the link mailed to it is followed. */
export function ChangeEmailForm({ notice }: ChangeEmailFormProps) {
  const { t } = useLingui();
  const account = useAccount();
  const changeEmail = useChangeEmail();
  const email = account.data?.email;
  const { field, onSubmit, succeed, alerts, isSubmitting, reset } = useAuthForm<ChangeEmailRequest>({
    resolver: zodResolver(ChangeEmailRequestSchema),
    defaultValues: { newEmail: '' },
    fallback: accountTexts.emailChangeFailed,
  });

  const submit = onSubmit(async (values) => {
    await changeEmail.mutateAsync(values);
    reset();
    succeed(accountTexts.emailChangeSent);
  });

  return (
    <AccountSection
      id="account-email"
      title={t`E-mail address`}
      text={email ? t`You sign in with ${email}.` : undefined}
    >
      <AuthAlerts notices={alerts(notice)} />
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <AuthField
          id="account-new-email"
          label={t`New e-mail address`}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...field('newEmail')}
        />
        <AuthSubmitButton isBusy={isSubmitting} busyLabel={t`Sending...`}>
          <Trans>Send confirmation link</Trans>
        </AuthSubmitButton>
      </form>
    </AccountSection>
  );
}
