import type { UploadImageResponse } from '@haven/shared/media/schemas';
import { api } from '../../../lib/api-client';

/** Uploads an image for a post (its cover or one in its content); answers with its lasting URL. */
export function uploadOfficialImage(file: File): Promise<UploadImageResponse> {
  const body = new FormData();
  body.append('image', file);
  return api.post<UploadImageResponse>('/api/media/images', body);
}
