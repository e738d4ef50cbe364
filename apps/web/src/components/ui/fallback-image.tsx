import { PLACEHOLDER_IMAGE, resolveImageUrl } from '@haven/shared/common/image-url';
import { type ComponentProps, useState } from 'react';

type FallbackImageProps = Omit<ComponentProps<'img'>, 'src' | 'onError'> & {
  src: string | null | undefined;
};

/** An image that shows the placeholder when it has no address or fails to load. */
export function FallbackImage({ src, alt, loading = 'lazy', ...props }: FallbackImageProps) {
  const resolved = resolveImageUrl(src) ?? PLACEHOLDER_IMAGE;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === resolved ? PLACEHOLDER_IMAGE : resolved;
  return (
    <img
      src={shown}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => {
        if (shown !== PLACEHOLDER_IMAGE) setFailedSrc(resolved);
      }}
      {...props}
    />
  );
}
