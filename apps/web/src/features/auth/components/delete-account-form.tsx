import { type DeleteAccountRequest, DeleteAccountRequestSchema } from '@haven/shared/account/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { messageFor } from '../../../lib/api-errors';
import { paths } from '../../../lib/paths';
import { useDeleteAccount } from '../api/delete-account';
import { useSignOut } from '../api/sign-out';
import { useAuthForm } from '../hooks/use-auth-form';
import { accountTexts } from '../shared-texts';
import { markOwnSignOut, markSigningOut, takeOwnSignOut } from '../utils/sign-out-state';
import { AuthAlerts, AuthField } from './auth-fields';

/**
 * Delete my account: the password again, then a last confirmation; once it is done the page
 * forgets the session and goes home with a notice.
 */
export function DeleteAccountForm() {
  const { t } = useLingui();
  const [pending, setPending] = useState<DeleteAccountRequest | null>(null);
  const [error, setError] = useState<string | null>(null);
  const deleteAccount = useDeleteAccount();
  const signOut = useSignOut();
  const { field, onSubmit, alerts } = useAuthForm<DeleteAccountRequest>({
    resolver: zodResolver(DeleteAccountRequestSchema),
    defaultValues: { password: '' },
  });

  const confirm = async () => {
    if (!pending) return;
    // The session ends on the server before the answer arrives: this page's own sign-out, not one
    // from elsewhere. The page may be drawn signed out meanwhile, so the steps after the answer do
    // not depend on this form still being there.
    markOwnSignOut();
    markSigningOut();
    try {
      await deleteAccount.mutateAsync(pending);
    } catch (failure) {
      takeOwnSignOut();
      setPending(null);
      setError(messageFor(failure, accountTexts.deleteFailed));
      return;
    }
    await signOut({ message: accountTexts.deleted, redirectTo: paths.home, isEndedOnServer: true });
  };

  return (
    <>
      <AuthAlerts notices={alerts(error !== null && { variant: 'error', text: error })} />
      <form
        onSubmit={onSubmit(async (values) => {
          setError(null);
          setPending(values);
        })}
        noValidate
        className="mt-4 space-y-4"
      >
        <AuthField
          id="account-delete-password"
          label={t`Your password`}
          isRevealable
          autoComplete="current-password"
          {...field('password')}
          onInput={() => setError(null)}
        />
        <Button type="submit" variant="danger">
          <Trash2 aria-hidden="true" className="size-4" />
          <Trans>Delete my account</Trans>
        </Button>
      </form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={accountTexts.deleteTitle}
        description={accountTexts.deleteConfirm}
        confirmLabel={t`Delete my account`}
        isBusy={deleteAccount.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
