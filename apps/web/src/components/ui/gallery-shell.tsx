import type { LucideIcon } from 'lucide-react';
import { type Key, type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { PageTitle } from './page-title';
import { Pagination } from './pagination';

type GalleryHeaderProps = {
  /** The page's heading and document title. */
  title: string;
  /** The search-result description of the page. */
  description: string;
  /** The sentence under the heading. */
  intro: ReactNode;
  /** Shown above the heading (a category menu). */
  before?: ReactNode;
  /** Shown under the intro (a hint). */
  after?: ReactNode;
};

/** A gallery page's document title, heading and intro. */
export function GalleryHeader({ title, description, intro, before, after }: GalleryHeaderProps) {
  return (
    <>
      <PageTitle title={title} description={description} />
      {before}
      <h1
        className={cn(
          'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white',
          before !== undefined && 'mt-6',
        )}
      >
        {title}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{intro}</p>
      {after}
    </>
  );
}

/** The width and padding of a list page. */
export const LIST_PAGE_CLASSES = 'mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10';

type GalleryPageProps = GalleryHeaderProps & {
  /** The space between the header and the gallery. */
  gap?: 'mt-4' | 'mt-6';
  children: ReactNode;
};

/** A gallery page: a list page's width, the gallery's header, then the gallery. */
export function GalleryPage({ gap = 'mt-6', children, ...header }: GalleryPageProps) {
  return (
    <div className={LIST_PAGE_CLASSES}>
      <GalleryHeader {...header} />
      <div className={gap}>{children}</div>
    </div>
  );
}

type GalleryShellProps<T> = {
  /** The search box and the filter controls. */
  toolbar: ReactNode;
  /** Between the toolbar and the results: the open filter panel, a statistics panel. */
  panel?: ReactNode;
  isPending: boolean;
  isError: boolean;
  items: readonly T[] | undefined;
  /** The previous page still shown while the next loads. */
  isBusy?: boolean;
  /** The page asked for (from the address): moving to another scrolls back to the top of the results. */
  page?: number;
  loading: ReactNode;
  error: ReactNode;
  /** Shown when there are no items. */
  empty: ReactNode;
  /** The line above the grid ('Showing 1–20 of 54 heroes'). */
  count?: ReactNode;
  /** The accessible name of the grid. */
  label: string;
  gridClassName: string;
  /** Classes of each item (e.g. 'flex' to stretch its card to the row's height). */
  itemClassName?: string;
  getKey: (item: T) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /**
   * The page controls under the grid, as links: their name, the page count and each page's address.
   * They mark the page asked for, not the page still shown while it loads, so Next always goes one further.
   */
  pages?: { label: string; page: number; totalPages: number; getHref: (page: number) => string };
  /** Under the grid instead of page controls: Load More. */
  footer?: ReactNode;
};

/**
 * A searchable gallery: its toolbar and panel, then the skeleton while loading, the error, the
 * empty state, or the count, the card grid and its page controls.
 */
export function GalleryShell<T>(props: GalleryShellProps<T>) {
  const { toolbar, panel, isPending, isError, items, isBusy = false, page, loading, error, empty } = props;
  const resultsRef = useScrollToTopOnPageChange(page);
  return (
    <div className="space-y-5">
      {toolbar}
      {panel}
      <div ref={resultsRef} className="scroll-mt-24 space-y-4">
        {isPending ? (
          loading
        ) : isError ? (
          error
        ) : !items?.length ? (
          empty
        ) : (
          <>
            {props.count}
            <ul aria-label={props.label} className={props.gridClassName} aria-busy={isBusy}>
              {items.map((item, index) => (
                <li key={props.getKey(item)} className={props.itemClassName}>
                  {props.renderItem(item, index)}
                </li>
              ))}
            </ul>
            {props.pages && (
              <Pagination
                label={props.pages.label}
                currentPage={page ?? props.pages.page}
                totalPages={props.pages.totalPages}
                getHref={props.pages.getHref}
                className="pt-2"
              />
            )}
            {props.footer}
          </>
        )}
      </div>
    </div>
  );
}

/** A new page scrolls back to the top of the results when they start above the screen (not on first render). */
function useScrollToTopOnPageChange(page: number | undefined) {
  const resultsRef = useRef<HTMLDivElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    const top = resultsRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [page]);
  return resultsRef;
}

type GallerySkeletonProps = {
  /** Announced while loading. */
  label: string;
  count: number;
  gridClassName: string;
  /** Keeps the place of the count line, so the grid does not move when it arrives. */
  hasCountLine?: boolean;
  /** One placeholder card. */
  children: ReactNode;
};

/** `count` placeholder cards in the gallery's grid, announced once. */
export function GallerySkeleton({
  label,
  count,
  gridClassName,
  hasCountLine = false,
  children,
}: GallerySkeletonProps) {
  return (
    <div role="status" aria-label={label} className={hasCountLine ? 'space-y-4' : undefined}>
      {hasCountLine && <p className="h-5" />}
      <ul className={gridClassName}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>{children}</li>
        ))}
      </ul>
    </div>
  );
}

type GalleryEmptyProps = { icon?: LucideIcon; title: string; children?: ReactNode };

/** A gallery with nothing to show: what happened, and a way out (clear the search) as children. */
export function GalleryEmpty({ icon: Icon, title, children }: GalleryEmptyProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-white/15">
      {Icon && <Icon aria-hidden="true" className="mb-3 size-8 text-slate-400 dark:text-slate-500" />}
      <p className="font-semibold text-slate-800 dark:text-slate-100">{title}</p>
      {children}
    </div>
  );
}

type GalleryNoResultsProps = {
  icon?: LucideIcon;
  title: string;
  /** Whether a search or filter is set, so the way out is to clear them. */
  isFiltered: boolean;
  onClear: () => void;
  clearLabel: string;
};

/** A gallery whose search or filters match nothing, with a button that clears them when any is set. */
export function GalleryNoResults({ icon, title, isFiltered, onClear, clearLabel }: GalleryNoResultsProps) {
  return (
    <GalleryEmpty icon={icon} title={title}>
      {isFiltered && (
        <Button variant="secondary" className="mt-4" onClick={onClear}>
          {clearLabel}
        </Button>
      )}
    </GalleryEmpty>
  );
}

/** The line above a gallery's grid. */
export function GalleryCount({ children }: { children: ReactNode }) {
  return <p className="h-5 text-sm text-slate-600 dark:text-slate-400">{children}</p>;
}

/** A page-at-a-time list query as a gallery's state: its items, and whether it loads, failed or still shows the previous page. */
export function galleryQueryState<T>(query: {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  data?: { items: readonly T[] };
}) {
  const { isPending, isError, isPlaceholderData: isBusy } = query;
  return { isPending, isError, isBusy, items: query.data?.items };
}

/** The first and last position shown on a page of a list ('Showing 21–40'). */
export function shownRange(list: { page: number; pageSize: number; total: number }) {
  return {
    first: (list.page - 1) * list.pageSize + 1,
    last: Math.min(list.total, list.page * list.pageSize),
  };
}
