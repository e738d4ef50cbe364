import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { GuideReview } from '../../../features/guides/components/guide-review';
import { paths } from '../../../lib/paths';

export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title="Guide Review" />
      <Link
        to={paths.admin}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        Guide Review
      </h1>
      <div className="mt-6">
        <GuideReview />
      </div>
    </div>
  );
}
