import { resolveImageUrl } from '@haven/shared/common/image-url';
import { useState } from 'react';

/** What an image shows: its resolved address, unless it has none or that address failed to load. */
export function shownImageSrc<F extends string | null>(
  resolved: string | undefined,
  failedSrc: string | null,
  fallback: F,
): string | F {
  return resolved && resolved !== failedSrc ? resolved : fallback;
}

/**
 * The address an image should show: the stored one resolved to a URL, or `fallback` when there
 * is none or it failed to load. Remembers which address failed, so a new address is tried again.
 */
export function useImageFallback<F extends string | null>(src: string | null | undefined, fallback: F) {
  const resolved = resolveImageUrl(src);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = shownImageSrc(resolved, failedSrc, fallback);
  return {
    src: shown,
    onError: () => {
      // Only the stored address can fail over; a failing fallback must not loop.
      if (resolved && shown === resolved) setFailedSrc(resolved);
    },
  };
}
