import { canEditGuide } from '@haven/shared/guides/policies';
import { Trans, useLingui } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { LoadingState } from '../../../components/ui/spinner';
import { StatusPage } from '../../../components/ui/status-page';
import { useSession } from '../../../features/auth/api/get-me';
import { useUnpublishedGuide } from '../../../features/guides/api/get-unpublished-guide';
import { GuideForm } from '../../../features/guides/components/guide-form';
import { ReturnToGuides } from '../../../features/guides/components/guide-page';
import { GUIDE_TEXTS as GUIDE_MESSAGES } from '../../../features/guides/shared-texts';
import { HeroPickerModal } from '../../../features/heroes/components/hero-picker-modal';
import { paths } from '../../../lib/paths';

/** The author edits their guide; saving sends it back to review. */
export function Component() {
  const { slug = '' } = useParams();
  const { user } = useSession();
  const guide = useUnpublishedGuide(slug);
  const { t } = useLingui();
  if (guide.isPending) return <LoadingState label={t`Loading guide...`} className="min-h-[60vh]" />;
  const authorId = guide.data?.author?.id ?? null;
  if (!guide.data || !user || !canEditGuide(user, { status: guide.data.status, authorId })) {
    return (
      <StatusPage
        icon={SearchX}
        tone="brand"
        title={guide.isError ? GUIDE_MESSAGES.notFound : GUIDE_MESSAGES.notYours}
        actions={<ButtonLink to={paths.guides}>{GUIDE_MESSAGES.returnToGuides}</ButtonLink>}
      />
    );
  }
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={t`Edit Guide`} />
      <ReturnToGuides />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        <Trans>Edit Guide</Trans>
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        <Trans>Saving your changes sends the guide back to an administrator for review.</Trans>
      </p>
      <div className="mt-6">
        <GuideForm
          key={guide.data.id}
          guide={guide.data}
          authorName={user.username}
          renderHeroPicker={(props) => <HeroPickerModal {...props} />}
        />
      </div>
    </div>
  );
}
