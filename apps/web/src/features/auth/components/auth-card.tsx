import { Shield } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconTile } from '../../../components/ui/icon-tile';

/** A footer line: a question, then the link to the screen that answers it. */
type FooterLink = { question: string; to: string; label: string };

type AuthCardProps = {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** The footer's lines, each a question and its link. */
  footerLinks?: readonly FooterLink[];
};

/** The framed card every account screen sits in. */
export function AuthCard({ title, subtitle, children, footerLinks = [] }: AuthCardProps) {
  const [firstLink] = footerLinks;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-brand-900/5 dark:border-white/10 dark:bg-night-900 dark:shadow-black/30">
        <div
          className="h-1.5 bg-gradient-to-r from-brand-600 via-fuchsia-500 to-gold-400"
          aria-hidden="true"
        />
        <div className="px-6 pt-8 pb-6 sm:px-8">
          <div className="mb-6 flex flex-col items-center text-center">
            <IconTile
              icon={Shield}
              className="mb-4 size-12 rounded-xl bg-night-950 text-gold-400 ring-1 ring-gold-400/40 dark:bg-black/40"
            />
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
              {title}
            </h1>
            {subtitle && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{subtitle}</p>}
          </div>
          {children}
        </div>
        {firstLink && (
          <div className="border-t border-slate-200 bg-slate-50 px-6 py-4 text-center text-sm text-slate-700 sm:px-8 dark:border-white/10 dark:bg-white/5 dark:text-slate-300">
            {footerLinks.length === 1 ? (
              <FooterLine {...firstLink} />
            ) : (
              <div className="space-y-1">
                {footerLinks.map((link) => (
                  <FooterLine key={link.to} {...link} />
                ))}
              </div>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

/** Link style used inside account screens. */
export const AUTH_LINK_CLASSES =
  'font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300';

function FooterLine({ question, to, label }: FooterLink) {
  return (
    <p>
      {question}{' '}
      <Link to={to} className={AUTH_LINK_CLASSES}>
        {label}
      </Link>
    </p>
  );
}
