import { PLACEHOLDER_IMAGE } from '@haven/shared/common/image-url';
import type { ComponentProps } from 'react';
import { useImageFallback } from '../../lib/use-image-fallback';

type FallbackImageProps = Omit<ComponentProps<'img'>, 'src' | 'onError'> & {
  src: string | null | undefined;
};

/** An image that shows the placeholder when it has no address or fails to load. */
export function FallbackImage({ src, alt, loading = 'lazy', ...props }: FallbackImageProps) {
  const image = useImageFallback(src, PLACEHOLDER_IMAGE);
  return (
    <img src={image.src} alt={alt} loading={loading} decoding="async" onError={image.onError} {...props} />
  );
}
