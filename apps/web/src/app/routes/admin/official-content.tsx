import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { adminTabHref } from '../../../features/admin/admin-tabs';
import { ManageOfficialContent } from '../../../features/official-content/components/manage-official-content';

export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title="Manage Official Content" />
      <Link
        to={adminTabHref('official-content')}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        Manage Official Content
      </h1>
      <div className="mt-6">
        <ManageOfficialContent />
      </div>
    </div>
  );
}
