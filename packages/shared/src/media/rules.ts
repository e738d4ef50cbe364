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
