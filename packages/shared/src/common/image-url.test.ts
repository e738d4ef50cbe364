import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, resolveImageUrl } from './image-url.ts';

describe('resolveImageUrl', () => {
  it('gives nothing for an empty or missing URL', () => {
    expect(resolveImageUrl('')).toBeUndefined();
    expect(resolveImageUrl(null)).toBeUndefined();
    expect(resolveImageUrl(undefined)).toBeUndefined();
  });

  it('gives the placeholder for a blank URL', () => {
    expect(resolveImageUrl('   ')).toBe(PLACEHOLDER_IMAGE);
    expect(resolveImageUrl('\t\n')).toBe(PLACEHOLDER_IMAGE);
  });

  it('upgrades http links to https', () => {
    expect(resolveImageUrl('http://img.example.com/a.png')).toBe('https://img.example.com/a.png');
    expect(resolveImageUrl(' http://img.example.com/a.png ')).toBe('https://img.example.com/a.png');
  });

  it('keeps https links and site-relative paths as they are, with no cache-busting', () => {
    expect(resolveImageUrl('https://img.example.com/a.png?x=1')).toBe('https://img.example.com/a.png?x=1');
    const media = `/media/${'a'.repeat(64)}.webp`;
    expect(resolveImageUrl(media)).toBe(media);
    expect(resolveImageUrl('/placeholder.svg')).toBe('/placeholder.svg');
  });
});
