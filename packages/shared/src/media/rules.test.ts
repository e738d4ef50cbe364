import { describe, expect, it } from 'vitest';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, MEDIA_MESSAGES } from './rules.ts';

describe('upload rules', () => {
  it('accepts PNG, JPEG and WebP up to 5 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect([...ACCEPTED_IMAGE_TYPES]).toEqual(['image/png', 'image/jpeg', 'image/webp']);
  });

  it('uses the UI messages', () => {
    expect(MEDIA_MESSAGES.notAnImage).toBe('Please upload an image file');
    expect(MEDIA_MESSAGES.tooLarge).toBe('Image size should be less than 5MB');
  });
});
