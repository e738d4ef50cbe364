import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CARD_CLASSES } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

export type AdminLink = { to: string; label: string; text: string };

/** A dashboard section that leads to its own admin page: one card per link. */
export function AdminLinkSection({ links }: { links: AdminLink[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.label} className="flex">
          <Link
            to={link.to}
            className={cn(
              CARD_CLASSES,
              'group flex w-full items-start justify-between gap-4 p-5 transition hover:-translate-y-0.5 hover:shadow-md',
            )}
          >
            <span>
              <span className="block font-semibold text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-200">
                {link.label}
              </span>
              <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{link.text}</span>
            </span>
            <ArrowRight
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
