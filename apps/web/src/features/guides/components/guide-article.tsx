import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { canEditGuide } from '@haven/shared/guides/policies';
import { GUIDE_CONTENTS_MIN_HEADINGS } from '@haven/shared/guides/rules';
import type { Guide } from '@haven/shared/guides/schemas';
import { Trans } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { RichTextContent, useRichTextHeadings } from '../../../components/rich-text';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { ButtonLink } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useFormatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useRecordGuideView } from '../api/record-guide-view';
import { GUIDE_TEXTS as GUIDE_MESSAGES } from '../shared-texts';
import { GuideActions } from './guide-actions';
import { GuideContentsAside, GuideContentsDisclosure, useScrollToHash } from './guide-contents';
import { GuideHeroes } from './guide-heroes';
import { ReturnToGuides } from './guide-return';
import { GuideStats } from './guide-stats';
import { GuideTags } from './guide-tags';
import { GuideThumbnail } from './guide-thumbnail';

/** Headings scroll into view below the sticky site header. */
const HEADING_OFFSET = '[&_h2]:scroll-mt-24 [&_h3]:scroll-mt-24';

/**
 * A guide: cover, title, author, date, counts, 'Helpful' and Share, tags, heroes and its text, with
 * a table of contents from two headings on (beside it on wide screens, folded above it on phones).
 * A published guide's view is counted once it shows.
 */
export function GuideArticle({ guide, viewer }: { guide: Guide; viewer: PolicyViewer }) {
  const formatDate = useFormatDate();
  const canEdit = canEditGuide(viewer, { status: guide.status, authorId: guide.author?.id ?? null });
  const headings = useRichTextHeadings(guide.content);
  const contents = headings.length >= GUIDE_CONTENTS_MIN_HEADINGS ? headings : [];
  useScrollToHash(contents);
  useRecordGuideView(guide.status === 'approved' ? guide.id : undefined);
  const date = guide.publishedAt ?? guide.createdAt;
  return (
    <article
      className={cn('mx-auto w-full px-4 py-8 sm:px-6 sm:py-10', contents.length ? 'max-w-6xl' : 'max-w-4xl')}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ReturnToGuides />
        {canEdit && (
          <ButtonLink to={paths.editGuide(guide.slug)} variant="outline" size="sm">
            <Pencil aria-hidden="true" className="size-4" />
            <Trans>Edit Guide</Trans>
          </ButtonLink>
        )}
      </div>
      {guide.status !== 'approved' && (
        <Alert variant="info" className="mt-5">
          <div>
            <p className="font-semibold">{GUIDE_MESSAGES.notPublished}</p>
            <p className="mt-1">
              {guide.status === 'rejected' ? (
                <Trans>
                  An administrator did not approve this guide. You can edit it and send it for review again.
                </Trans>
              ) : (
                <Trans>
                  It is waiting for an administrator to review it. Only you and the administrators can see it.
                </Trans>
              )}
            </p>
          </div>
        </Alert>
      )}
      <div
        className={cn('mt-5', contents.length > 0 && 'lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-8')}
      >
        <div className={cn(CARD_CLASSES, 'min-w-0')}>
          <GuideThumbnail
            src={guide.thumbnailUrl}
            title={guide.title}
            tags={guide.tags}
            className="aspect-[21/9]"
          />
          <div className="p-5 sm:p-8">
            <h1
              data-content
              className="font-display text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
            >
              {guide.title}
            </h1>
            <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600 dark:text-slate-300">
              {guide.author && (
                <Link
                  to={paths.profile(guide.author.username)}
                  className="flex items-center gap-2 font-semibold text-slate-800 hover:underline dark:text-slate-100"
                >
                  <Avatar src={guide.author.avatarUrl} alt="" className="size-8" />
                  <span>
                    <span className="sr-only">
                      <Trans>By</Trans>{' '}
                    </span>
                    <span data-content>{guide.author.username}</span>
                  </span>
                </Link>
              )}
              <time dateTime={date}>{formatDate(date, 'long')}</time>
              <GuideStats helpful={guide.helpfulCount} views={guide.viewCount} className="text-sm" />
            </div>
            <div className="mt-4">
              <GuideActions guide={guide} viewer={viewer} />
            </div>
            <GuideTags tags={guide.tags} className="mt-4" />
            <GuideHeroes heroes={[...guide.heroes, ...guide.mentionedHeroes]} className="mt-5" />
            {contents.length > 0 && <GuideContentsDisclosure entries={contents} />}
            <RichTextContent
              html={guide.content}
              mentions={guide.mentions}
              hasHeadingAnchors
              className={cn('mt-6 border-t border-slate-100 pt-6 dark:border-white/10', HEADING_OFFSET)}
            />
          </div>
        </div>
        {contents.length > 0 && (
          <aside className="hidden lg:block">
            <GuideContentsAside entries={contents} />
          </aside>
        )}
      </div>
    </article>
  );
}
