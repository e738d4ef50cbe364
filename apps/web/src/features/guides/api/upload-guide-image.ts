import type { UploadImageResponse } from '@haven/shared/media/schemas';
import { api } from '../../../lib/api-client';

/** Uploads an image for a guide (thumbnail or content); the server re-encodes it and answers with its lasting URL. */
export function uploadGuideImage(file: File): Promise<UploadImageResponse> {
  const body = new FormData();
  body.append('image', file);
  return api.post<UploadImageResponse>('/api/guides/images', body);
}
