import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { adminTabHref } from '../../../features/admin/admin-tabs';
import { ContactInbox } from '../../../features/contact/components/contact-inbox';

export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title="Contact Messages" />
      <Link
        to={adminTabHref('messages')}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        Contact Messages
      </h1>
      <div className="mt-6">
        <ContactInbox />
      </div>
    </div>
  );
}
