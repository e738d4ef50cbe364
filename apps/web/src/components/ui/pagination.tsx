import { pageLinks } from '@haven/shared/heroes/rules';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

type PaginationProps = {
  /** Page numbers to show, with 'ellipsis' where pages are skipped; the site's usual window by default. */
  pages?: (number | 'ellipsis')[];
  currentPage: number;
  totalPages: number;
  /** Accessible name of the navigation landmark. */
  label: string;
  /** Link target of a page (URL-driven lists); otherwise `onPageChange` is called. */
  getHref?: (page: number) => string;
  onPageChange?: (page: number) => void;
  className?: string;
};

const ITEM_CLASSES =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold transition-colors';
const IDLE_CLASSES =
  'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-white/15 dark:bg-night-900 dark:text-slate-100 dark:hover:bg-white/10';
const CURRENT_CLASSES = 'bg-brand-600 text-white dark:bg-brand-500';
const DISABLED_CLASSES =
  'border border-slate-200 text-slate-400 dark:border-white/10 dark:text-slate-500 pointer-events-none';

/** Previous / numbered / next page controls, as links or buttons. */
export function Pagination({
  currentPage,
  totalPages,
  label,
  getHref,
  onPageChange,
  className,
  pages = pageLinks(currentPage, totalPages),
}: PaginationProps) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;

  const control = (page: number, content: ReactNode, extra: { ariaLabel?: string; isCurrent?: boolean }) => {
    const isDisabled = page < 1 || page > totalPages;
    const classes = cn(
      ITEM_CLASSES,
      extra.isCurrent ? CURRENT_CLASSES : isDisabled ? DISABLED_CLASSES : IDLE_CLASSES,
    );
    if (isDisabled) {
      return (
        <span className={classes} aria-hidden="true">
          {content}
        </span>
      );
    }
    if (getHref) {
      return (
        <Link
          to={getHref(page)}
          className={classes}
          aria-label={extra.ariaLabel}
          aria-current={extra.isCurrent ? 'page' : undefined}
        >
          {content}
        </Link>
      );
    }
    return (
      <button
        type="button"
        className={classes}
        aria-label={extra.ariaLabel}
        aria-current={extra.isCurrent ? 'page' : undefined}
        onClick={() => onPageChange?.(page)}
      >
        {content}
      </button>
    );
  };

  return (
    <nav aria-label={label} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {control(currentPage - 1, <ChevronLeft aria-hidden="true" className="size-4" />, {
            ariaLabel: t`Previous page`,
          })}
        </li>
        {pages.map((page, index) =>
          page === 'ellipsis' ? (
            // Two ellipses never sit next to each other, so the neighbour index keeps keys unique.
            <li key={`ellipsis-${pages[index - 1]}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={page}>
              {control(page, page, { ariaLabel: t`Page ${page}`, isCurrent: page === currentPage })}
            </li>
          ),
        )}
        <li>
          {control(currentPage + 1, <ChevronRight aria-hidden="true" className="size-4" />, {
            ariaLabel: t`Next page`,
          })}
        </li>
      </ul>
    </nav>
  );
}
