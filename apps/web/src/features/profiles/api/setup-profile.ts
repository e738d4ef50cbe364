import type { MeResponse, ProfileSetupRequest } from '@haven/shared/profiles/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function setupProfile(input: ProfileSetupRequest): Promise<MeResponse> {
  return api.post<MeResponse>('/api/profile/setup', input);
}

export function useSetupProfile() {
  return useMutation({ mutationFn: setupProfile });
}
