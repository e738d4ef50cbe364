import type { OutfitScan } from '@haven/shared/outfits/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { OUTFITS_QUERY_KEY } from './get-outfits';

/** How often a running scan's progress is asked for. */
const SCAN_POLL_MS = 500;

export function getOutfitScan(scanId: string, signal?: AbortSignal): Promise<OutfitScan> {
  return api.get<OutfitScan>(`/api/admin/outfits/scans/${encodeURIComponent(scanId)}`, { signal });
}

export function getOutfitScanQueryOptions(scanId: string) {
  return queryOptions({
    queryKey: [...OUTFITS_QUERY_KEY, 'scan', scanId],
    queryFn: ({ signal }) => getOutfitScan(scanId, signal),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? SCAN_POLL_MS : false),
  });
}

/** A directory scan's progress, polled while it runs. */
export function useOutfitScan(scanId: string | null) {
  return useQuery({ ...getOutfitScanQueryOptions(scanId ?? ''), enabled: scanId !== null });
}
