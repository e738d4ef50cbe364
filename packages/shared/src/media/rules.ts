/** Largest accepted upload: 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Image types an upload may be; the server re-encodes each to WebP. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const MEDIA_MESSAGES = {
  notAnImage: 'Please upload an image file',
  tooLarge: 'Image size should be less than 5MB',
  uploadFailed: 'Failed to upload image',
  notFound: 'Image not found',
} as const;

type ImageFileLimits = { maxBytes?: number; tooLargeMessage?: string };

/**
 * Why a picked file would be refused before it is sent (not one of the accepted image types, or
 * larger than the limit), or null when it may be uploaded. The server checks the same again.
 */
export function imageFileProblem(
  file: { type: string; size: number },
  { maxBytes = MAX_UPLOAD_BYTES, tooLargeMessage = MEDIA_MESSAGES.tooLarge }: ImageFileLimits = {},
): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return MEDIA_MESSAGES.notAnImage;
  if (file.size > maxBytes) return tooLargeMessage;
  return null;
}
