import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CARD_CLASSES } from '../../../components/ui/card';

type ProfileCardSectionProps = {
  /** The heading's id, which names the section. */
  id: string;
  icon: LucideIcon;
  title: string;
  /** Shown after the title inside the heading, such as a count. */
  after?: ReactNode;
  children: ReactNode;
};

/** A card of the profile's side column, named by its heading with an icon. */
export function ProfileCardSection({ id, icon: Icon, title, after, children }: ProfileCardSectionProps) {
  return (
    <section className={`${CARD_CLASSES} p-4 sm:p-5`} aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
        <Icon aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-300" />
        {title}
        {after}
      </h2>
      {children}
    </section>
  );
}
