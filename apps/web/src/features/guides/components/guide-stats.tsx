import { Plural } from '@lingui/react/macro';
import { Eye, ThumbsUp } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatCount } from '../../../lib/numbers';

type GuideStatsProps = { helpful: number; views: number; className?: string };

/** A guide's 'Helpful' and view counts as two small figures with icons (read out in words). */
export function GuideStats({ helpful, views, className }: GuideStatsProps) {
  const figure = 'inline-flex items-center gap-1';
  const members = formatCount(helpful);
  const viewCount = formatCount(views);
  return (
    <p className={cn('flex items-center gap-3 text-xs text-slate-600 dark:text-slate-300', className)}>
      <span className={figure}>
        <ThumbsUp aria-hidden="true" className="size-3.5" />
        <span aria-hidden="true">{members}</span>
        <span className="sr-only">
          <Plural
            value={helpful}
            one={`${members} member found it helpful`}
            other={`${members} members found it helpful`}
          />
        </span>
      </span>
      <span className={figure}>
        <Eye aria-hidden="true" className="size-3.5" />
        <span aria-hidden="true">{viewCount}</span>
        <span className="sr-only">
          <Plural value={views} one={`${viewCount} view`} other={`${viewCount} views`} />
        </span>
      </span>
    </p>
  );
}
