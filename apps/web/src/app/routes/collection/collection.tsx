import { Trans } from '@lingui/react/macro';
import { LogIn } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { LoadingState } from '../../../components/ui/spinner';
import { StatusPage } from '../../../components/ui/status-page';
import { useSession } from '../../../features/auth/api/get-me';
import { getMyCollectionQueryOptions } from '../../../features/collection/api/get-my-collection';
import { MyCollection } from '../../../features/collection/components/my-collection';
import { collectionTexts } from '../../../features/collection/shared-texts';
import { paths } from '../../../lib/paths';
import { memberOnlyLoader, withPageQueries } from '../../loader-context';

/** A visitor is sent to sign in and back; a member's page is drawn with their collection. */
export const loader = withPageQueries(memberOnlyLoader(), ({ viewer }) =>
  viewer ? [getMyCollectionQueryOptions(viewer.id)] : [],
);

export function Component() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <LoadingState className="min-h-[60vh]" />;
  if (!user) {
    return (
      <StatusPage
        icon={LogIn}
        tone="brand"
        title={collectionTexts.signIn}
        pageTitle={collectionTexts.pageTitle}
        description={collectionTexts.signInDescription}
        actions={
          <ButtonLink to={paths.login} state={{ from: location }}>
            <Trans>Sign In</Trans>
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={collectionTexts.pageTitle} description={collectionTexts.signInDescription} />
      <MyCollection userId={user.id} />
    </div>
  );
}
