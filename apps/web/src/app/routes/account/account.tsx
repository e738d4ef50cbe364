import { canDeleteOwnAccount } from '@haven/shared/account/policies';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { useSession } from '../../../features/auth/api/get-me';
import { AccountSection } from '../../../features/auth/components/account-section';
import { ChangeEmailForm } from '../../../features/auth/components/change-email-form';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { DeleteAccountForm } from '../../../features/auth/components/delete-account-form';
import { DownloadDataSection } from '../../../features/auth/components/download-data-section';
import { accountTexts } from '../../../features/auth/shared-texts';

/** What the link confirming a new address says when it lands here (`?email=changed`, `&error=`). */
function emailNotice(params: URLSearchParams) {
  if (params.get('email') !== 'changed') return null;
  return params.get('error')
    ? { variant: 'error' as const, text: accountTexts.emailChangeLinkInvalid }
    : { variant: 'success' as const, text: accountTexts.emailChanged };
}

/** /account: the member's e-mail address and password, their data, and deleting the account. */
export function Component() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const { user } = useSession();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={accountTexts.title} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {accountTexts.title}
      </h1>
      <ChangeEmailForm notice={emailNotice(params)} />
      <ChangePasswordForm />
      <AccountSection
        id="account-data"
        title={t`Your data`}
        text={t`A JSON file with your profile, comments, ratings, votes, teams, guides, friends, blocked members, notifications, favourite outfit, summon log, contact messages and the reports you made.`}
      >
        <DownloadDataSection />
      </AccountSection>
      <AccountSection
        id="account-delete"
        title={t`Delete my account`}
        text={accountTexts.deleteConfirm}
        isDanger
      >
        {canDeleteOwnAccount(user) ? (
          <DeleteAccountForm />
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">{accountTexts.adminCannotDelete}</p>
        )}
      </AccountSection>
    </div>
  );
}
