import { Trans } from '@lingui/react/macro';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconTile } from '../../../components/ui/icon-tile';
import { SectionStates } from '../../../components/ui/section-states';
import { useLogLoadError } from '../hooks/use-log-load-error';

type HomeSectionProps<T> = {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  viewAll?: { to: string; label: string };
  /** The section's query: its items, whether they are still loading, and its error (only logged). */
  query: { data: readonly T[] | undefined; isPending: boolean; error: Error | null };
  /** The name the failed load is logged under. */
  logName: string;
  loading: ReactNode;
  empty?: ReactNode;
  children: (items: readonly T[]) => ReactNode;
};

/**
 * One of the home page's data sections: a heading, an optional "View all" link, then its skeleton,
 * empty state or list.
 */
export function HomeSection<T>({
  id,
  title,
  description,
  icon: Icon,
  viewAll,
  query,
  logName,
  loading,
  empty,
  children,
}: HomeSectionProps<T>) {
  useLogLoadError(query.error, logName);
  return (
    <section aria-labelledby={id}>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="flex min-w-0 items-start gap-3">
          <IconTile
            icon={Icon}
            className="mt-1 size-10 shrink-0 rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-500/20 dark:text-brand-200"
            iconClassName="size-5"
          />
          <div className="min-w-0">
            <h2
              id={id}
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
            >
              {title}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>
          </div>
        </div>
        {viewAll && (
          <Link
            to={viewAll.to}
            className="group ml-auto inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-200"
          >
            <Trans>
              View all<span className="sr-only"> {viewAll.label}</span>
            </Trans>
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform group-hover:translate-x-0.5"
            />
          </Link>
        )}
      </div>
      <div className="mt-6">
        <SectionStates items={query.data} isPending={query.isPending} loading={loading} empty={empty}>
          {children}
        </SectionStates>
      </div>
    </section>
  );
}
