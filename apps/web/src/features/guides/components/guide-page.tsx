import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { GUIDE_MESSAGES } from '@haven/shared/guides/messages';
import { canEditGuide } from '@haven/shared/guides/policies';
import { GUIDE_PAGE_TITLE_SUFFIX } from '@haven/shared/guides/rules';
import type { Guide } from '@haven/shared/guides/schemas';
import { ArrowLeft, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { RichTextContent } from '../../../components/rich-text';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { ButtonLink } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { LoadErrorPage, NotFoundPage } from '../../../components/ui/status-page';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useGuide } from '../api/get-guide';
import { useUnpublishedGuide } from '../api/get-unpublished-guide';
import { GuideHeroes } from './guide-heroes';
import { GuideTags } from './guide-tags';
import { GuideThumbnail } from './guide-thumbnail';

/** The link back to the list, on the page and on its error screens. */
export function ReturnToGuides({ className }: { className?: string }) {
  return (
    <Link
      to={paths.guides}
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300',
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {GUIDE_MESSAGES.returnToGuides}
    </Link>
  );
}

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

  if (published.data) return <GuideArticle guide={published.data} viewer={viewer} />;
  if (unpublished.data) return <GuideArticle guide={unpublished.data} viewer={viewer} />;
  if (published.isPending || (canSeeUnpublished && unpublished.isPending)) {
    return <LoadingState label="Loading guide..." className="min-h-[60vh]" />;
  }
  if (isNotFound(published.error)) {
    const { notFound, notFoundOrForbidden } = GUIDE_MESSAGES;
    return <NotFoundPage title={notFound} description={notFoundOrForbidden} back={BACK_TO_GUIDES} />;
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

function GuideArticle({ guide, viewer }: { guide: Guide; viewer: GuidePageProps['viewer'] }) {
  const canEdit = canEditGuide(viewer, { status: guide.status, authorId: guide.author?.id ?? null });
  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${guide.title}${GUIDE_PAGE_TITLE_SUFFIX}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ReturnToGuides />
        {canEdit && (
          <ButtonLink to={paths.editGuide(guide.slug)} variant="outline" size="sm">
            <Pencil aria-hidden="true" className="size-4" />
            Edit Guide
          </ButtonLink>
        )}
      </div>
      {guide.status !== 'approved' && (
        <Alert variant="info" className="mt-5">
          <div>
            <p className="font-semibold">{GUIDE_MESSAGES.notPublished}</p>
            <p className="mt-1">
              {guide.status === 'rejected'
                ? 'An administrator did not approve this guide. You can edit it and send it for review again.'
                : 'It is waiting for an administrator to review it. Only you and the administrators can see it.'}
            </p>
          </div>
        </Alert>
      )}
      <div className={cn(CARD_CLASSES, 'mt-5')}>
        <GuideThumbnail src={guide.thumbnailUrl} title={guide.title} className="aspect-[21/9]" />
        <div className="p-5 sm:p-8">
          <h1 className="font-display text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {guide.title}
          </h1>
          <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
            {guide.author && (
              <Link
                to={paths.profile(guide.author.username)}
                className="flex items-center gap-2 font-semibold text-slate-800 hover:underline dark:text-slate-100"
              >
                <Avatar src={guide.author.avatarUrl} alt="" className="size-8" />
                <span>
                  <span className="sr-only">By </span>
                  {guide.author.username}
                </span>
              </Link>
            )}
            <time dateTime={guide.publishedAt ?? guide.createdAt}>
              {formatDate(guide.publishedAt ?? guide.createdAt, 'long')}
            </time>
          </div>
          <GuideTags tags={guide.tags} className="mt-4" />
          <GuideHeroes heroes={guide.heroes} className="mt-5" />
          <RichTextContent
            html={guide.content}
            className="mt-6 border-t border-slate-100 pt-6 dark:border-white/10"
          />
        </div>
      </div>
    </article>
  );
}
