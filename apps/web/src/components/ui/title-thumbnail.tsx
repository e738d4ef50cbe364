import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useImageFallback } from '../../lib/use-image-fallback';

type TitleThumbnailProps = {
  src: string | null;
  /** The title whose first letter stands in for a missing picture. */
  title: string;
  /** The picture's text alternative ('' when the title is shown beside it). */
  alt: string;
  /** The aspect (and any size) shared by the picture and the letter. */
  frame: string;
  /** The dark ground shown while the picture loads is painted on the image rather than on its frame. */
  isGroundOnImage?: boolean;
  /** Drawn instead of the letter when there is no picture (in the same frame). */
  fallback?: ReactNode;
};

/**
 * A thumbnail that zooms a little while its card is hovered, or the title's first letter on a
 * brand gradient when there is no picture or it fails to load.
 */
export function TitleThumbnail({
  src,
  title,
  alt,
  frame,
  isGroundOnImage = false,
  fallback,
}: TitleThumbnailProps) {
  const image = useImageFallback(src, null);
  if (image.src) {
    return (
      <div className={cn(frame, 'overflow-hidden', !isGroundOnImage && 'bg-night-900')}>
        <img
          src={image.src}
          alt={alt}
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          onError={image.onError}
          className={cn(
            'size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]',
            isGroundOnImage && 'bg-night-900',
          )}
        />
      </div>
    );
  }
  if (fallback) return fallback;
  return (
    <div
      aria-hidden="true"
      className={cn(
        'grid place-items-center bg-gradient-to-br from-brand-600 via-brand-800 to-night-950',
        frame,
      )}
    >
      <span className="font-display text-5xl font-bold text-gold-300 drop-shadow">
        {title.trim().charAt(0).toUpperCase() || '?'}
      </span>
    </div>
  );
}
