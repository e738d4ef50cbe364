import { useEffect } from 'react';
import { api } from '../../../lib/api-client';

/** Counts a view of a published guide (the server counts each visitor once a day). */
export function recordGuideView(guideId: string): Promise<unknown> {
  return api.post(`/api/guides/${encodeURIComponent(guideId)}/views`);
}

/**
 * Counts the view once the guide is on screen, apart from the page's own cached read; a count that
 * fails to arrive changes nothing the reader sees, so it is not reported.
 */
export function useRecordGuideView(guideId: string | undefined) {
  useEffect(() => {
    if (guideId) recordGuideView(guideId).catch(() => undefined);
  }, [guideId]);
}
