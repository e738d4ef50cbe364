import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';

type AdminPageProps = {
  /** The page's heading and document title. */
  title: string;
  /** The dashboard address 'Back to Dashboard' leads to (usually the page's tab). */
  backTo: string;
  /** Under the heading, before the content (e.g. a heading for screen readers only). */
  afterTitle?: ReactNode;
  children: ReactNode;
};

/** An admin page of its own: Back to Dashboard, its heading, then its content. */
export function AdminPage({ title, backTo, afterTitle, children }: AdminPageProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={title} />
      <Link
        to={backTo}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h1>
      {afterTitle}
      <div className="mt-6">{children}</div>
    </div>
  );
}
