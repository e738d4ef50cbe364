import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { LINK_CARD_CLASSES } from './card';
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

type PictureCardProps = {
  /** The card's own layout, added to the link card's look. */
  className?: string;
  /** The picture leading the card, in the frame it fills. */
  image: Omit<CardImageProps, 'children'>;
  /** Shown over the picture, such as a badge. */
  overlay?: ReactNode;
  /** What the card says: its title link and details. */
  children: ReactNode;
};

/** A link card led by its picture, then what the card says. */
export function PictureCard({ className, image, overlay, children }: PictureCardProps) {
  return (
    <article className={cn(LINK_CARD_CLASSES, className)}>
      <CardImage {...image}>{overlay}</CardImage>
      {children}
    </article>
  );
}

/** A wide news picture's drawn size and frame (16:9), the same in every list of official content. */
export const WIDE_PICTURE = { width: 640, height: 360, frame: 'relative aspect-[16/9]' };

/** A picture's drawn size and its frame's aspect, kept by cards and pages so nothing moves as it loads. */
export type ImageShape = { width: number; height: number; aspect: string };

type LeadImageProps = {
  src: string | null | undefined;
  alt: string;
  shape: ImageShape;
  /** The frame's widest size and the ground shown while it loads. */
  frame: string;
};

/** A detail page's main picture: centred in a rounded frame and fetched first, as the page's largest image. */
export function LeadImage({ src, alt, shape, frame }: LeadImageProps) {
  return (
    <div className={cn('mx-auto w-full overflow-hidden rounded-xl', frame)}>
      <FallbackImage
        src={src}
        alt={alt}
        loading="eager"
        fetchPriority="high"
        width={shape.width}
        height={shape.height}
        className={cn(shape.aspect, 'w-full object-cover')}
      />
    </div>
  );
}

type SquareThumbnailProps = {
  src: string | null | undefined;
  /** The drawn width and height. */
  size: number;
  /** The frame that clips it: its size, rounding and the ground shown while it loads. */
  frame: string;
  /** The picture's own look: how it fills the frame, any zoom on hover. */
  className: string;
};

/** A square picture beside a name that already says what it shows, so it is decorative. */
export function SquareThumbnail({ src, size, frame, className }: SquareThumbnailProps) {
  return (
    <div className={frame}>
      <FallbackImage src={src} alt="" width={size} height={size} className={className} />
    </div>
  );
}

/** The box class of each drawn thumbnail size, so a thumbnail's pixels and its box agree. */
const THUMBNAIL_BOXES = {
  24: 'size-6',
  28: 'size-7',
  32: 'size-8',
  40: 'size-10',
  48: 'size-12',
  56: 'size-14',
  80: 'size-20',
  96: 'size-24',
} as const;

/** The ground a thumbnail shows while it loads: pale on cards, grey on tinted rows and chips. */
const THUMBNAIL_GROUNDS = {
  pale: 'bg-slate-100 dark:bg-night-950',
  grey: 'bg-slate-200 dark:bg-night-950',
  chip: 'bg-slate-200 dark:bg-night-900',
  none: '',
} as const;

type ThumbnailProps = {
  src: string | null | undefined;
  /** The drawn width and height in pixels. */
  size: keyof typeof THUMBNAIL_BOXES;
  /** A box that differs from the drawn size, such as one that grows on wider screens. */
  box?: string;
  ground?: keyof typeof THUMBNAIL_GROUNDS;
  /** Its rounding and place. */
  className: string;
};

/** A decorative square picture beside the name it shows (a hero, an entry), cropped to fill its box. */
export function Thumbnail({
  src,
  size,
  box = THUMBNAIL_BOXES[size],
  ground = 'pale',
  className,
}: ThumbnailProps) {
  const look = cn(box, THUMBNAIL_GROUNDS[ground], 'object-cover', className);
  return <FallbackImage src={src} alt="" width={size} height={size} className={look} />;
}

type ArticleImageProps = {
  src: string;
  /** The drawn height at the article's full width of 960 pixels. */
  height: number;
  /** Its frame's aspect, when the picture is cropped to one. */
  className?: string;
};

/** An article's picture under its title (an about page, a news item): full width, rounded, decorative. */
export function ArticleImage({ src, height, className }: ArticleImageProps) {
  const look = cn('mt-6 w-full rounded-2xl bg-slate-100 object-cover dark:bg-night-950', className);
  return <FallbackImage src={src} alt="" width={960} height={height} className={look} />;
}
