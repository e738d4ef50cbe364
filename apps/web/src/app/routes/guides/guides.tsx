import { canReviewGuides } from '@haven/shared/guides/policies';
import { PageTitle } from '../../../components/ui/page-title';
import { useSession } from '../../../features/auth/api/get-me';
import { GuideLibrary } from '../../../features/guides/components/guide-library';

export function Component() {
  const { user } = useSession();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title="Guides" description="Strategies and tips written by the community." />
      <GuideLibrary isSignedIn={Boolean(user)} canReview={canReviewGuides(user)} />
    </div>
  );
}
