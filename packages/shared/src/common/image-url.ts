/** Shown where an image is expected but none is set. */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/**
 * The one way to turn a stored image URL into a src: an empty string gives nothing,
 * a blank string gives the placeholder, http links are upgraded to https, and
 * site-relative paths (such as `/media/<hash>.webp`) are kept as they are
 * because uploaded images are content-addressed and cached for good.
 */
export function resolveImageUrl(url: string | null | undefined): string | undefined {
  if (url === null || url === undefined || url === '') return undefined;
  const trimmed = url.trim();
  if (trimmed === '') return PLACEHOLDER_IMAGE;
  if (trimmed.startsWith('http://')) return `https://${trimmed.slice('http://'.length)}`;
  return trimmed;
}
