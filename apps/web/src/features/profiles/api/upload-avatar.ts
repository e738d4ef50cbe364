import type { UploadImageResponse } from '@haven/shared/media/schemas';
import { api } from '../../../lib/api-client';

/** Uploads an image for the member's own avatar; the server crops it square and answers its URL. */
export function uploadAvatar(file: File): Promise<UploadImageResponse> {
  const body = new FormData();
  body.append('image', file);
  return api.post<UploadImageResponse>('/api/me/avatar', body);
}
