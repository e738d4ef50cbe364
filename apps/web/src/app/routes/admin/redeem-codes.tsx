import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { adminTabHref } from '../../../features/admin/admin-tabs';
import { ManageRedeemCodes } from '../../../features/redeem-codes/components/manage-redeem-codes';

export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title="Manage Redeem Codes" />
      <Link
        to={adminTabHref('redeem-codes')}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        Manage Redeem Codes
      </h1>
      <h2 className="sr-only">All Redeem Codes</h2>
      <div className="mt-6">
        <ManageRedeemCodes />
      </div>
    </div>
  );
}
