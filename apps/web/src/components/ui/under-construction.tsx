import { Hammer } from 'lucide-react';
import { cn } from '../../lib/cn';
import { PageTitle } from './page-title';

type UnderConstructionProps = { className?: string };

/** The notice for screens and sections that are not open yet. */
export function UnderConstruction({ className }: UnderConstructionProps) {
  return (
    <div
      className={cn(
        'flex items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white/70 px-5 py-4 text-slate-700',
        'dark:border-white/15 dark:bg-white/5 dark:text-slate-300',
        className,
      )}
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-gold-300/40 text-gold-700 dark:bg-gold-400/15 dark:text-gold-300">
        <Hammer aria-hidden="true" className="size-4" />
      </span>
      <p className="text-sm font-medium">This section is being built</p>
    </div>
  );
}

type PlaceholderPageProps = { title: string; documentTitle?: string; description?: string };

/** A whole page that only has its title so far. */
export function PlaceholderPage({ title, documentTitle, description }: PlaceholderPageProps) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title={documentTitle ?? title} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h1>
      {description && <p className="mt-3 max-w-2xl text-slate-600 dark:text-slate-300">{description}</p>}
      <UnderConstruction className="mt-8" />
    </div>
  );
}
