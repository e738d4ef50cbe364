import type { ReactNode } from 'react';
import { AdminPageHeader } from '../../../components/ui/admin-page-header';

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
      <AdminPageHeader title={title} backTo={backTo} />
      {afterTitle}
      <div className="mt-6">{children}</div>
    </div>
  );
}
