import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FallbackImage } from './fallback-image';

const ZOOM_CLASSES = {
  slight: 'group-hover:scale-[1.03]',
  strong: 'group-hover:scale-105',
};

type CardImageProps = Omit<ComponentProps<typeof FallbackImage>, 'className'> & {
  /** The frame's size and place; the image fills it. */
  frame: string;
  /** How far the image zooms while its card (the `group`) is hovered. */
  zoom?: keyof typeof ZOOM_CLASSES;
  /** Shown over the image, such as a badge. */
  children?: ReactNode;
};

/**
 * A link card's picture: it fills a frame that clips it, so the zoom on hover never grows the card,
 * and a dark ground shows while it loads.
 */
export function CardImage({ frame, zoom = 'strong', children, ...image }: CardImageProps) {
  return (
    <div className={cn('overflow-hidden', frame)}>
      <FallbackImage
        {...image}
        className={cn(
          'size-full bg-night-900 object-cover transition-transform duration-500',
          ZOOM_CLASSES[zoom],
        )}
      />
      {children}
    </div>
  );
}
