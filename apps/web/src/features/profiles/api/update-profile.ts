import type { ProfileUpdateInput } from '@haven/shared/profiles/edit';
import type { PublicProfile } from '@haven/shared/profiles/public-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getProfileQueryOptions } from './get-profile';

export function updateProfile(input: ProfileUpdateInput): Promise<PublicProfile> {
  return api.patch<PublicProfile>('/api/me/profile', input);
}

/** Saves the member's own profile; its page shows it at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(getProfileQueryOptions(profile.username).queryKey, profile);
    },
  });
}
