import type { ProfileUpdateRequest } from '@haven/shared/profiles/edit';
import type { PublicProfile } from '@haven/shared/profiles/public-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getProfileQueryOptions } from './get-profile';

/** Saves the member's edits from the version their editor opened (refused with 409 when it is past it). */
export function updateProfile(input: ProfileUpdateRequest): Promise<PublicProfile> {
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
