import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type HomeSectionProps = {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  viewAll?: { to: string; label: string };
  children: ReactNode;
};

/** One of the home page's data sections: a heading, an optional "View all" link, its content. */
export function HomeSection({ id, title, description, icon: Icon, viewAll, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id}>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="mt-1 grid size-10 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-500/20 dark:text-brand-200">
            <Icon aria-hidden="true" className="size-5" />
          </span>
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
            View all<span className="sr-only"> {viewAll.label}</span>
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform group-hover:translate-x-0.5"
            />
          </Link>
        )}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

type SectionLoadingProps = { label: string; children: ReactNode };

/** A section's skeleton, announced once to screen readers. */
export function SectionLoading({ label, children }: SectionLoadingProps) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="animate-pulse">
        {children}
      </div>
    </div>
  );
}

type SectionEmptyProps = { icon: LucideIcon; title: string; text?: string };

/** A section with nothing to show (or a failed load, which is only logged). */
export function SectionEmpty({ icon: Icon, title, text }: SectionEmptyProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white/70 px-6 py-12 text-center dark:border-white/15 dark:bg-white/5">
      <span className="grid size-12 place-items-center rounded-full bg-gold-300/40 text-gold-700 dark:bg-gold-400/15 dark:text-gold-300">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="max-w-md font-semibold text-slate-800 dark:text-slate-100">{title}</p>
      {text && <p className="max-w-md text-sm text-slate-600 dark:text-slate-300">{text}</p>}
    </div>
  );
}

/** The grey blocks skeletons are drawn with. */
export const SKELETON_BLOCK = 'rounded-md bg-slate-200 dark:bg-white/10';
