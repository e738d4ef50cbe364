import type { Guide, GuideRequest } from '@haven/shared/guides/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { GUIDES_QUERY_KEY } from './get-guides';

export function createGuide(input: GuideRequest): Promise<Guide> {
  return api.post<Guide>('/api/guides', input);
}

export function useCreateGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGuide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GUIDES_QUERY_KEY }),
  });
}
