import { cn } from '../../../lib/cn';

/** One part of the hero page: its anchor (#skills) and its name in the section bar. */
export type HeroPageSectionLink = { id: string; label: string };

/**
 * The hero page's section bar: plain links to each section drawn on the page, in the page's
 * order, sticking under the site header on every width and scrolling sideways when narrow.
 */
export function HeroSectionBar({ sections }: { sections: readonly HeroPageSectionLink[] }) {
  return (
    <nav
      aria-label="Sections"
      className="sticky top-16 z-30 -mx-4 border-y border-slate-200 bg-white/95 px-4 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:px-2 dark:border-white/10 dark:bg-night-900/95"
    >
      <ul className="flex h-12 items-center gap-1 overflow-x-auto [scrollbar-width:none]">
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              className="inline-flex h-9 items-center rounded-lg px-2.5 text-sm sm:px-3 font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-white/10 dark:hover:text-white"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A section of the hero page the bar links to: its anchor, kept clear of the sticky header and
 * bar when jumped to.
 */
export function HeroPageSection({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div id={id} className={cn('scroll-mt-32 space-y-6', className)}>
      {children}
    </div>
  );
}
