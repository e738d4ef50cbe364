import type { ProfileUpdateInput, PublicProfile } from '@haven/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../auth/api/get-me';
import { getProfileQueryOptions } from './get-profile';

export function updateProfile(input: ProfileUpdateInput): Promise<PublicProfile> {
  return api.patch<PublicProfile>('/api/me/profile', input);
}

/** Saves the member's own profile; the page and the header (name, avatar) show it at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(getProfileQueryOptions(profile.username).queryKey, profile);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
