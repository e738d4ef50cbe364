import type { Banner, BannerInput } from '@haven/shared/banners/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BANNERS_QUERY_KEY } from './get-banners';

export type SaveBannerVariables = {
  bannerId: string | null;
  input: BannerInput;
  /** The version the editor opened, for a replace. */
  version: number;
};

/** Creates a banner (no id) or replaces an existing one from the version its editor opened. */
export function saveBanner({ bannerId, input, version }: SaveBannerVariables): Promise<Banner> {
  return bannerId
    ? api.put<Banner>(`/api/admin/banners/${encodeURIComponent(bannerId)}`, { ...input, version })
    : api.post<Banner>('/api/admin/banners', input);
}

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANNERS_QUERY_KEY }),
  });
}
