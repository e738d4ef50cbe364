import { HERO_COMMENTS_MAX_PAGE_BUTTONS, pageWindow } from '@haven/shared/heroes/rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquare } from 'lucide-react';
import { useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../ui/button';
import { Pagination } from '../ui/pagination';
import { SectionLoading, SKELETON_BLOCK, SKELETON_FILL } from '../ui/section-states';

/** The 'Comments (n)' heading of a comment section; the count shows once there is one. */
export function CommentsHeading({ id, total }: { id: string; total: number | undefined }) {
  return (
    <h2 id={id} className="text-2xl font-bold text-slate-900 dark:text-white">
      <Trans>Comments</Trans>
      {total !== undefined && total > 0 && (
        <span className="ml-2 font-sans text-base font-semibold text-slate-600 dark:text-slate-400">
          ({total})
        </span>
      )}
    </h2>
  );
}

/** The line shown when a comment section has no comments yet. */
export function CommentsEmpty({ text }: { text: string }) {
  return (
    <p className="flex items-center gap-2 py-6 text-sm text-slate-600 dark:text-slate-400">
      <MessageSquare aria-hidden="true" className="size-4" />
      {text}
    </p>
  );
}

/** The invitation to sign in, returning to this page afterwards. */
export function CommentSignInPrompt({ message, className }: { message: string; className?: string }) {
  const location = useLocation();
  return (
    <div
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3 dark:bg-white/5',
        className,
      )}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{message}</p>
      <ButtonLink to={paths.login} state={{ from: location }} size="sm" variant="secondary">
        <Trans>Sign In</Trans>
      </ButtonLink>
    </div>
  );
}

type CommentsSkeletonProps = {
  avatarClassName: string;
  /** Widths of the text lines after the name line, e.g. `['w-full', 'w-3/4']`. */
  lineWidths: string[];
  /** Width of the actions row. */
  actionsWidth: string;
  className?: string;
};

/** Placeholder comments shaped like the real ones, so the page does not jump when they arrive. */
export function CommentsSkeleton({
  avatarClassName,
  lineWidths,
  actionsWidth,
  className,
}: CommentsSkeletonProps) {
  const { t } = useLingui();
  return (
    <SectionLoading label={t`Loading comments...`}>
      <div className={cn('divide-y divide-slate-200 dark:divide-white/10', className)}>
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex gap-3 py-4">
            <div className={cn(SKELETON_FILL, avatarClassName, 'shrink-0 rounded-full')} />
            <div className="min-w-0 flex-1">
              <div className={cn(SKELETON_BLOCK, 'h-5 w-48')} />
              {lineWidths.map((width) => (
                <div key={width} className={cn(SKELETON_BLOCK, 'mt-1 h-5', width)} />
              ))}
              <div className={cn(SKELETON_BLOCK, 'mt-2 h-8', actionsWidth)} />
            </div>
          </div>
        ))}
      </div>
    </SectionLoading>
  );
}

/** The page buttons under a comment section, at most five at once. */
export function CommentPagination({
  list,
  onPageChange,
}: {
  list: { page: number; totalPages: number };
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  return (
    <Pagination
      label={t`Comment pages`}
      pages={pageWindow(list.page, list.totalPages, HERO_COMMENTS_MAX_PAGE_BUTTONS)}
      currentPage={list.page}
      totalPages={list.totalPages}
      onPageChange={onPageChange}
      className="mt-4"
    />
  );
}

/** The skeleton of a threaded section (walls, teams, guides) while its first page loads. */
export function ThreadsSkeleton() {
  return (
    <CommentsSkeleton avatarClassName="size-9" lineWidths={['w-full']} actionsWidth="w-24" className="mt-4" />
  );
}
