import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { PageTitle } from './page-title';

type AdminPageHeaderProps = {
  /** The page's heading. */
  title: string;
  /** The document title, when it says more than the heading ('Edit Lina'); the heading by default. */
  documentTitle?: string;
  /** The dashboard address 'Back to Dashboard' leads to. */
  backTo: string;
  /** Extra classes for the back link. */
  backLinkClassName?: string;
};

/** The head of an admin page of its own: its document title, Back to Dashboard, then its heading. */
export function AdminPageHeader({
  title,
  documentTitle = title,
  backTo,
  backLinkClassName,
}: AdminPageHeaderProps) {
  return (
    <>
      <PageTitle title={documentTitle} />
      <Link
        to={backTo}
        className={cn(
          'inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300',
          backLinkClassName,
        )}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Back to Dashboard</Trans>
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h1>
    </>
  );
}
