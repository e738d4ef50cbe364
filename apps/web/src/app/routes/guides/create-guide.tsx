import { Trans, useLingui } from '@lingui/react/macro';
import { LogIn } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { LoadingState } from '../../../components/ui/spinner';
import { StatusPage } from '../../../components/ui/status-page';
import { useSession } from '../../../features/auth/api/get-me';
import { GuideForm } from '../../../features/guides/components/guide-form';
import { ReturnToGuides } from '../../../features/guides/components/guide-page';
import { GUIDE_TEXTS as GUIDE_MESSAGES } from '../../../features/guides/shared-texts';
import { HeroPickerModal } from '../../../features/heroes/components/hero-picker-modal';
import { paths } from '../../../lib/paths';

/** The guide form chooses heroes with the heroes feature's picker, handed in from here. */
export function Component() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const { t } = useLingui();
  if (isLoading) return <LoadingState className="min-h-[60vh]" />;
  if (!user) {
    return (
      <StatusPage
        icon={LogIn}
        tone="brand"
        title={GUIDE_MESSAGES.signInToCreate}
        pageTitle={t`Create Guide`}
        description={t`Guides are written by members of the community and published after a review.`}
        actions={
          <ButtonLink to={paths.login} state={{ from: location }}>
            <Trans>Sign In</Trans>
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={t`Create Guide`} description={t`Share a strategy with the community.`} />
      <ReturnToGuides />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        <Trans>Create Guide</Trans>
      </h1>
      <div className="mt-6">
        <GuideForm authorName={user.username} renderHeroPicker={(props) => <HeroPickerModal {...props} />} />
      </div>
    </div>
  );
}
