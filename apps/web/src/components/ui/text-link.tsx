import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

type TextLinkProps = { to: string; className?: string; children: ReactNode };

/** A link within text or beside a heading ('See all', 'Full schedule', a name), in the brand colour. */
export function TextLink({ to, className, children }: TextLinkProps) {
  return (
    <Link
      to={to}
      className={cn('font-semibold text-brand-700 hover:underline dark:text-brand-300', className)}
    >
      {children}
    </Link>
  );
}
