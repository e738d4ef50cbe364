import type { HomeGuide } from '@haven/shared/home/schemas';
import { Trans } from '@lingui/react/macro';
import { Avatar } from '../../../components/ui/avatar';
import { cn } from '../../../lib/cn';
import { useFormatDate } from '../../../lib/dates';

type BylineProps = {
  /** Who shared it; null when the account is gone. */
  author: HomeGuide['author'];
  /** When it was shared (ISO). */
  createdAt: string;
  className?: string;
};

/** A card's footer line: who shared it (avatar and name) and when. */
export function Byline({ author, createdAt, className }: BylineProps) {
  const formatDate = useFormatDate();
  const date = formatDate(createdAt, 'short');
  return (
    <div className={cn('flex items-center gap-2.5', className)}>
      {author && <Avatar src={author.avatarUrl} alt="" className="size-8" />}
      <div className="min-w-0 text-xs">
        {author && (
          <p
            className="truncate font-semibold text-slate-800 dark:text-slate-100"
            data-content
            title={author.username}
          >
            <span className="sr-only">
              <Trans>By</Trans>{' '}
            </span>
            {author.username}
          </p>
        )}
        {date && (
          <p className="text-slate-600 dark:text-slate-300">
            <time dateTime={createdAt}>{date}</time>
          </p>
        )}
      </div>
    </div>
  );
}
