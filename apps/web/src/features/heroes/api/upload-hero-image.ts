import type { UploadImageResponse } from '@haven/shared/media/schemas';
import { api } from '../../../lib/api-client';

/** Uploads a hero portrait; the server re-encodes it and answers with its lasting URL. */
export function uploadHeroImage(file: File): Promise<UploadImageResponse> {
  const body = new FormData();
  body.append('image', file);
  return api.post<UploadImageResponse>('/api/media/images', body);
}
