import type { UploadImageResponse } from '@haven/shared/media/schemas';
import { api } from '../../../lib/api-client';

/** Uploads a banner's picture; answers with its lasting URL. */
export function uploadBannerImage(file: File): Promise<UploadImageResponse> {
  const body = new FormData();
  body.append('image', file);
  return api.post<UploadImageResponse>('/api/media/images', body);
}
