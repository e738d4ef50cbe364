import { PLACEHOLDER_IMAGE, resolveImageUrl } from '@haven/shared/common/image-url';
import { describe, expect, it } from 'vitest';
import { shownImageSrc } from './use-image-fallback';

describe('which image address is shown', () => {
  it('shows the stored image while it has not failed', () => {
    expect(shownImageSrc('/media/abc.webp', null, PLACEHOLDER_IMAGE)).toBe('/media/abc.webp');
  });

  it('shows the fallback when there is no image, or after it failed to load', () => {
    expect(shownImageSrc(undefined, null, PLACEHOLDER_IMAGE)).toBe(PLACEHOLDER_IMAGE);
    expect(shownImageSrc('/media/abc.webp', '/media/abc.webp', PLACEHOLDER_IMAGE)).toBe(PLACEHOLDER_IMAGE);
    expect(shownImageSrc('/media/abc.webp', '/media/abc.webp', null)).toBeNull();
  });

  it('tries a new address again even though an earlier one failed', () => {
    expect(shownImageSrc('/media/new.webp', '/media/old.webp', PLACEHOLDER_IMAGE)).toBe('/media/new.webp');
  });

  it('goes through the shared resolver: http is upgraded and a blank address means the placeholder', () => {
    expect(shownImageSrc(resolveImageUrl('http://cdn.example/a.png'), null, null)).toBe(
      'https://cdn.example/a.png',
    );
    expect(shownImageSrc(resolveImageUrl('   '), null, null)).toBe(PLACEHOLDER_IMAGE);
    expect(shownImageSrc(resolveImageUrl(''), null, null)).toBeNull();
  });
});
