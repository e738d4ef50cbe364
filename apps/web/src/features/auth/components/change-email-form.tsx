import { ACCOUNT_MESSAGES as M } from '@haven/shared/account/messages';
import { type ChangeEmailRequest, ChangeEmailRequestSchema } from '@haven/shared/account/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useChangeEmail } from '../api/change-email';
import { useAccount } from '../api/get-account';
import { useAuthForm } from '../hooks/use-auth-form';
import { AccountSection } from './account-section';
import { AuthAlerts, AuthField, AuthSubmitButton } from './auth-fields';

type ChangeEmailFormProps = { notice: { variant: 'success' | 'error'; text: string } | null };

/** The address signed in with, and a new one, which counts once the link mailed to it is followed. */
export function ChangeEmailForm({ notice }: ChangeEmailFormProps) {
  const account = useAccount();
  const changeEmail = useChangeEmail();
  const { field, onSubmit, succeed, alerts, isSubmitting, reset } = useAuthForm<ChangeEmailRequest>({
    resolver: zodResolver(ChangeEmailRequestSchema),
    defaultValues: { newEmail: '' },
    fallback: M.emailChangeFailed,
  });

  const submit = onSubmit(async (values) => {
    await changeEmail.mutateAsync(values);
    reset();
    succeed(M.emailChangeSent);
  });

  return (
    <AccountSection
      id="account-email"
      title="E-mail address"
      text={account.data ? `You sign in with ${account.data.email}.` : undefined}
    >
      <AuthAlerts notices={alerts(notice)} />
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <AuthField
          id="account-new-email"
          label="New e-mail address"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...field('newEmail')}
        />
        <AuthSubmitButton isBusy={isSubmitting} busyLabel="Sending...">
          Send confirmation link
        </AuthSubmitButton>
      </form>
    </AccountSection>
  );
}
