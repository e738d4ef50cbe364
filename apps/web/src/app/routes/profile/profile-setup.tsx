import type { CurrentUser } from '@haven/shared/profiles/schemas';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { getMeQueryOptions, useSession } from '../../../features/auth/api/get-me';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { ProfileSetupForm } from '../../../features/profiles/components/profile-setup-form';
import { profileTexts } from '../../../features/profiles/shared-texts';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';

export function Component() {
  const { t } = useLingui();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const handleComplete = (updated: CurrentUser) => {
    queryClient.setQueryData(getMeQueryOptions().queryKey, { user: updated });
    toast.success(profileTexts.setupComplete);
    navigate(paths.home, { replace: true });
  };

  return (
    <>
      <PageTitle title={t`Profile Setup`} />
      <AuthCard title={t`Welcome to the game world`} subtitle={t`Choose your username to get started`}>
        <ProfileSetupForm defaultUsername={user?.username ?? ''} onComplete={handleComplete} />
      </AuthCard>
    </>
  );
}
