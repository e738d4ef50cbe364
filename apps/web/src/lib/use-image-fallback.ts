import { resolveImageUrl } from '@haven/shared/common/image-url';
import { useState } from 'react';

/**
 * The address an image should show: the stored one resolved to a URL, or `fallback` when there
 * is none or it failed to load. Remembers which address failed, so a new address is tried again.
 */
export function useImageFallback<F extends string | null>(src: string | null | undefined, fallback: F) {
  const resolved = resolveImageUrl(src);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = resolved && resolved !== failedSrc ? resolved : fallback;
  return {
    src: shown,
    onError: () => {
      if (resolved && shown === resolved) setFailedSrc(resolved);
    },
  };
}
