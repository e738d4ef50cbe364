import type { ReactNode } from 'react';
import { CARD_CLASSES } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

type HeroSectionProps = {
  /** The heading's id, which also labels the section. */
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
};

/** One card of the hero page: a level-two heading and its content. */
export function HeroSection({ id, title, className, children }: HeroSectionProps) {
  return (
    <section aria-labelledby={id} className={cn(CARD_CLASSES, 'p-4 sm:p-6', className)}>
      <h2 id={id} className="text-2xl font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The short line a hero page section shows when it has nothing yet. */
export function HeroSectionEmpty({ children }: { children: ReactNode }) {
  return <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{children}</p>;
}
