import type { ReactNode } from 'react';
import { type ImageShape, PictureCard } from './card-image';
import { CardTitle } from './card-title';

type TileCardProps = {
  /** The page the card leads to. */
  to: string;
  title: ReactNode;
  src: string | null | undefined;
  shape: ImageShape;
  /** Cards in the first rows load their picture at once; the rest as they scroll into view. */
  isAboveFold?: boolean;
  /** Fills the height of its grid cell, so the cards of a row line up. */
  stretch?: boolean;
  /** The title's heading level: one below the heading the grid sits under. */
  level?: 2 | 3;
  /** What follows the title (badges, a summary). */
  children: ReactNode;
};

/** A grid card with its picture on top, then its title (the card's link) and the details under it. */
export function TileCard({
  to,
  title,
  src,
  shape,
  isAboveFold = false,
  stretch = false,
  level = 3,
  children,
}: TileCardProps) {
  return (
    <PictureCard
      className={stretch ? 'h-full' : undefined}
      image={{
        src,
        alt: '',
        width: shape.width,
        height: shape.height,
        loading: isAboveFold ? 'eager' : 'lazy',
        frame: shape.aspect,
        zoom: 'slight',
      }}
    >
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <CardTitle
          to={to}
          level={level}
          className="line-clamp-2 font-semibold leading-snug text-slate-900 dark:text-white"
        >
          {title}
        </CardTitle>
        {children}
      </div>
    </PictureCard>
  );
}
