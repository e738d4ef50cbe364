import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

type NameLinkProps = {
  to: string;
  /** Its layout: clamping, truncation, display. */
  className?: string;
  children: ReactNode;
};

/** The bold name of an item in a list or panel (content), underlined on hover, leading to the item's page. */
export function NameLink({ to, className, children }: NameLinkProps) {
  return (
    <Link
      to={to}
      data-content
      className={cn('font-semibold text-slate-900 hover:underline dark:text-white', className)}
    >
      {children}
    </Link>
  );
}
