import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { LoadingState } from '../../../components/ui/spinner';
import { LoadErrorPage, NotFoundPage } from '../../../components/ui/status-page';
import { ApiError } from '../../../lib/api-client';
import { messageFor } from '../../../lib/api-errors';
import { paths } from '../../../lib/paths';
import { useGuide } from '../api/get-guide';
import { useUnpublishedGuide } from '../api/get-unpublished-guide';
import { GUIDE_TEXTS as GUIDE_MESSAGES } from '../shared-texts';
import { GuideArticle } from './guide-article';
import { GuideHead } from './guide-head';

export { ReturnToGuides } from './guide-return';

/** The way back from a guide's page. */
const BACK_TO_GUIDES = { to: paths.guides, label: GUIDE_MESSAGES.returnToGuides };

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

type GuidePageProps = { slug: string; viewer: PolicyViewer };

/**
 * /guides/{slug}: a published guide for everyone; a pending or rejected one only for its
 * author and admins (asked for only when the public read found nothing and someone is signed in).
 */
export function GuidePage({ slug, viewer }: GuidePageProps) {
  const published = useGuide(slug);
  const canSeeUnpublished = viewer !== null && isNotFound(published.error);
  const unpublished = useUnpublishedGuide(slug, { enabled: canSeeUnpublished });

  const guide = published.data ?? unpublished.data;
  if (guide) {
    return (
      <>
        <GuideHead guide={guide} />
        <GuideArticle guide={guide} viewer={viewer} />
      </>
    );
  }
  if (published.isPending || (canSeeUnpublished && unpublished.isPending)) {
    return <LoadingState label="Loading guide..." className="min-h-[60vh]" />;
  }
  if (isNotFound(published.error)) {
    const { notFound, notFoundOrForbidden } = GUIDE_MESSAGES;
    // The server says when a moderator removed the guide.
    const description = messageFor(published.error, notFoundOrForbidden);
    return <NotFoundPage title={notFound} description={description} back={BACK_TO_GUIDES} />;
  }
  return (
    <LoadErrorPage
      title={GUIDE_MESSAGES.loadOneError}
      description={GUIDE_MESSAGES.loadOneFailed}
      onRetry={() => published.refetch()}
      back={BACK_TO_GUIDES}
    />
  );
}
