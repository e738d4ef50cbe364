import { ChangePasswordFormSchema, type ChangePasswordForm as Values } from '@haven/shared/account/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useChangePassword } from '../api/change-password';
import { useAuthForm } from '../hooks/use-auth-form';
import { accountTexts } from '../shared-texts';
import { AccountSection } from './account-section';
import { AuthAlerts, AuthField, AuthSubmitButton } from './auth-fields';

/** A new password, with the current one; every other session is signed out. */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const changePassword = useChangePassword();
  const { field, onSubmit, succeed, alerts, isSubmitting, reset } = useAuthForm<Values>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    fallback: accountTexts.passwordChangeFailed,
  });

  const submit = onSubmit(async ({ currentPassword, newPassword }) => {
    await changePassword.mutateAsync({ currentPassword, newPassword });
    reset();
    succeed(accountTexts.passwordChanged);
  });

  return (
    <AccountSection
      id="account-password"
      title={t`Password`}
      text={t`Signing in elsewhere ends when you change it.`}
    >
      <AuthAlerts notices={alerts()} />
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <AuthField
          id="account-current-password"
          label={t`Current Password`}
          isRevealable
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <AuthField
          id="account-new-password"
          label={t`New Password`}
          isRevealable
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <AuthField
          id="account-confirm-password"
          label={t`Confirm New Password`}
          isRevealable
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <AuthSubmitButton isBusy={isSubmitting} busyLabel={t`Updating...`}>
          <Trans>Change Password</Trans>
        </AuthSubmitButton>
      </form>
    </AccountSection>
  );
}
