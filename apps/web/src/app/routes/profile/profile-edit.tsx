import type { PublicProfile } from '@haven/shared/profiles/public-profile';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { LoadingState } from '../../../components/ui/spinner';
import { ME_QUERY_KEY, useSession } from '../../../features/auth/api/get-me';
import { BlockedMembersList } from '../../../features/blocks/components/blocked-members-list';
import { useProfile } from '../../../features/profiles/api/get-profile';
import { ProfileEditForm } from '../../../features/profiles/components/profile-edit-form';
import { ProfileLoadError } from '../../../features/profiles/components/profile-page-states';
import { paths } from '../../../lib/paths';

export function Component() {
  // Only signed-in members reach this page (the route's guard sends others to /login).
  const { user } = useSession();
  const username = user?.username ?? '';
  const profile = useProfile(username, { enabled: username !== '' });
  const navigate = useNavigate();
  const { t } = useLingui();

  const queryClient = useQueryClient();

  const goToProfile = (saved?: PublicProfile) => navigate(paths.profile(saved?.username ?? username));
  // The header shows the saved name and avatar at once.
  const onSaved = async (saved: PublicProfile) => {
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    await goToProfile(saved);
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={t`Edit Profile`} />
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        <Trans>Edit Profile</Trans>
      </h1>
      {profile.isPending ? (
        <LoadingState label={t`Loading profile...`} className="min-h-96" />
      ) : profile.isError ? (
        <ProfileLoadError onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <ProfileEditForm
            // A fresh form when the saved profile comes back, so its values become the new baseline.
            key={profile.data.username}
            profile={profile.data}
            onSaved={(saved) => void onSaved(saved)}
            onBack={() => goToProfile()}
          />
          {/* Under the form once it stands, so the form arriving never pushes it down. */}
          <div className="mt-8">
            <BlockedMembersList />
          </div>
        </>
      )}
    </div>
  );
}
