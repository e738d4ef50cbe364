import { z } from 'zod';

/** Answer of an image upload: the lasting URL of the stored WebP. */
export const UploadImageResponseSchema = z.object({ imageUrl: z.string() });
export type UploadImageResponse = z.infer<typeof UploadImageResponseSchema>;

/** A stored image's file name: its SHA-256 and the extension of its type. */
export const MediaFileParamsSchema = z.object({ file: z.string().regex(/^[0-9a-f]{64}\.(webp|svg)$/) });
