import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { CARD_CLASSES } from './card';
import { TextLink } from './text-link';

type GlanceCardProps = {
  icon: LucideIcon;
  /** Colour classes of the icon. */
  iconClassName: string;
  title: string;
  /** The page with the whole story, linked beside the title. */
  link: { to: string; label: string };
  className?: string;
  children: ReactNode;
};

/** A small card named by its heading, with a link to the full page beside it: something to check at a glance. */
export function GlanceCard({ icon: Icon, iconClassName, title, link, className, children }: GlanceCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn(CARD_CLASSES, 'flex flex-col p-4', className)}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 font-bold text-slate-900 dark:text-white">
          <Icon aria-hidden="true" className={cn('size-5', iconClassName)} />
          {title}
        </h2>
        <TextLink to={link.to} className="rounded text-sm">
          {link.label}
        </TextLink>
      </div>
      {children}
    </section>
  );
}
