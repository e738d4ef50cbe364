import { PROFILE_MESSAGES } from '@haven/shared/profiles/messages';
import type { CurrentUser } from '@haven/shared/profiles/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { getMeQueryOptions, useSession } from '../../../features/auth/api/get-me';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { ProfileSetupForm } from '../../../features/profiles/components/profile-setup-form';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';

export function Component() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const handleComplete = (updated: CurrentUser) => {
    queryClient.setQueryData(getMeQueryOptions().queryKey, { user: updated });
    toast.success(PROFILE_MESSAGES.setupComplete);
    navigate(paths.home, { replace: true });
  };

  return (
    <>
      <PageTitle title="Profile Setup" />
      <AuthCard title="Welcome to the game world" subtitle="Choose your username to get started">
        <ProfileSetupForm defaultUsername={user?.username ?? ''} onComplete={handleComplete} />
      </AuthCard>
    </>
  );
}
