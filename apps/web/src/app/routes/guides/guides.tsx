import { canReviewGuides } from '@haven/shared/guides/policies';
import { LIST_PAGE_CLASSES } from '../../../components/ui/gallery-shell';
import { PageTitle } from '../../../components/ui/page-title';
import { useSession } from '../../../features/auth/api/get-me';
import { GuideLibrary } from '../../../features/guides/components/guide-library';

export function Component() {
  const { user } = useSession();
  return (
    <div className={LIST_PAGE_CLASSES}>
      <PageTitle title="Guides" description="Strategies and tips written by the community." />
      <GuideLibrary isSignedIn={Boolean(user)} canReview={canReviewGuides(user)} />
    </div>
  );
}
