import type { ReactNode } from 'react';
import { CARD_CLASSES } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

type AccountSectionProps = {
  id: string;
  title: string;
  text?: string;
  children: ReactNode;
  isDanger?: boolean;
};

/** One card of the Account page, named by its heading. */
export function AccountSection({ id, title, text, children, isDanger = false }: AccountSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn(CARD_CLASSES, 'p-5 sm:p-6', isDanger && 'border-red-300 dark:border-red-400/40')}
    >
      <h2 id={id} className="text-xl font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      {text && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{text}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
