import type { OutfitScan } from '@haven/shared/outfits/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function startOutfitScan(): Promise<OutfitScan> {
  return api.post<OutfitScan>('/api/admin/outfits/scans');
}

/** Starts importing the server's outfit folders; progress is read with useOutfitScan. */
export function useStartOutfitScan() {
  return useMutation({ mutationFn: startOutfitScan });
}
