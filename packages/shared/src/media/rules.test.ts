import { describe, expect, it } from 'vitest';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem, MAX_UPLOAD_BYTES, MEDIA_MESSAGES } from './rules.ts';

describe('upload rules', () => {
  it('accepts PNG, JPEG and WebP up to 5 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect([...ACCEPTED_IMAGE_TYPES]).toEqual(['image/png', 'image/jpeg', 'image/webp']);
  });

  it('uses the UI messages', () => {
    expect(MEDIA_MESSAGES.notAnImage).toBe('Please upload an image file');
    expect(MEDIA_MESSAGES.tooLarge).toBe('Image size should be less than 5MB');
  });

  it('refuses a picked file that is not an accepted image, or too large, before it is sent', () => {
    expect(imageFileProblem({ type: 'image/png', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBe(MEDIA_MESSAGES.notAnImage);
    expect(imageFileProblem({ type: 'image/webp', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      MEDIA_MESSAGES.tooLarge,
    );
    expect(
      imageFileProblem({ type: 'image/jpeg', size: 2001 }, { maxBytes: 2000, tooLargeMessage: 'Too big' }),
    ).toBe('Too big');
  });
});
