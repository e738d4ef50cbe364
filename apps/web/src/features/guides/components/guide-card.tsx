import type { GuideCard as GuideCardData } from '@haven/shared/guides/schemas';
import { languageInfo } from '@haven/shared/i18n/languages';
import { Trans } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { LINK_CARD_CLASSES } from '../../../components/ui/card';
import { CardHeadline } from '../../../components/ui/card-title';
import { TagList } from '../../../components/ui/tag-list';
import { cn } from '../../../lib/cn';
import { useFormatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { GuideStats } from './guide-stats';
import { GuideThumbnail } from './guide-thumbnail';

/**
 * A guide in the list: thumbnail or drawn cover, title, excerpt, tags, author link, date, and its
 * 'Helpful' and view counts;
 * `headingLevel` fits the page it sits on.
 */
export function GuideCard({ guide, headingLevel = 2 }: { guide: GuideCardData; headingLevel?: 2 | 3 }) {
  const formatDate = useFormatDate();
  return (
    <article className={cn(LINK_CARD_CLASSES, 'w-full')}>
      <GuideThumbnail src={guide.thumbnailUrl} title={guide.title} tags={guide.tags} />
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <CardHeadline
          level={headingLevel}
          to={paths.guide(guide.slug)}
          title={guide.title}
          excerpt={guide.excerpt}
        />
        <TagList tags={guide.tags} />
        <p className="flex items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-300">
          <Languages aria-hidden="true" className="size-3.5" />
          <span className="sr-only">
            <Trans>Written in</Trans>{' '}
          </span>
          <span lang={guide.language}>{languageInfo(guide.language).name}</span>
        </p>
        <div className="mt-auto flex items-center gap-2.5 border-t border-slate-100 pt-3 text-xs dark:border-white/10">
          {guide.author && <Avatar src={guide.author.avatarUrl} alt="" className="size-8" />}
          <div className="min-w-0">
            {guide.author && (
              // Above the card's stretched link, so the author's name opens their profile.
              <Link
                to={paths.profile(guide.author.username)}
                className="relative z-10 block truncate font-semibold text-slate-800 hover:underline dark:text-slate-100"
                data-content
                title={guide.author.username}
              >
                <span className="sr-only">
                  <Trans>By</Trans>{' '}
                </span>
                {guide.author.username}
              </Link>
            )}
            <time dateTime={guide.createdAt} className="text-slate-600 dark:text-slate-300">
              {formatDate(guide.createdAt, 'short')}
            </time>
          </div>
          <GuideStats helpful={guide.helpfulCount} views={guide.viewCount} className="ml-auto shrink-0" />
        </div>
      </div>
    </article>
  );
}
