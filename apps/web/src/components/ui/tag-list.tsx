import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';

type TagListProps = { tags: readonly string[]; className?: string };

/** Tags as small gold chips in a list named 'Tags'; nothing when there are none. */
export function TagList({ tags, className }: TagListProps) {
  const { t } = useLingui();
  if (tags.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label={t`Tags`}>
      {tags.map((tag) => (
        <li
          key={tag}
          data-content
          className="rounded-full bg-gold-300/40 px-2 py-0.5 text-xs font-semibold text-gold-700 dark:bg-gold-400/15 dark:text-gold-300"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
