import type { LucideIcon } from 'lucide-react';
import type { Key, ReactNode } from 'react';
import { EMPTY_STATE_TILE, IconTile } from './icon-tile';

type SectionStatesProps<T> = {
  items: readonly T[] | undefined;
  isPending: boolean;
  /** The skeleton shown while loading (wrap it in SectionLoading). */
  loading: ReactNode;
  /** Shown when there is nothing to list; without it an empty list is still rendered. */
  empty?: ReactNode;
  children: (items: readonly T[]) => ReactNode;
};

/**
 * A data section's three states: its skeleton while loading, its empty state when there is
 * nothing (a failed load counts as nothing: the section stays calm and the error is logged),
 * otherwise its list.
 */
export function SectionStates<T>({ items, isPending, loading, empty, children }: SectionStatesProps<T>) {
  if (isPending) return loading;
  if (!items?.length && empty) return empty;
  return children(items ?? []);
}

type SectionLoadingProps = { label: string; children: ReactNode };

/** A section's skeleton, announced once to screen readers. */
export function SectionLoading({ label, children }: SectionLoadingProps) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="animate-pulse">
        {children}
      </div>
    </div>
  );
}

type SectionEmptyProps = { icon: LucideIcon; title: string; text?: string };

/** A section with nothing to show. */
export function SectionEmpty({ icon: Icon, title, text }: SectionEmptyProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white/70 px-6 py-12 text-center dark:border-white/15 dark:bg-white/5">
      <IconTile icon={Icon} className={EMPTY_STATE_TILE} />
      <p className="max-w-md font-semibold text-slate-800 dark:text-slate-100">{title}</p>
      {text && <p className="max-w-md text-sm text-slate-600 dark:text-slate-300">{text}</p>}
    </div>
  );
}

type CardListProps<T> = {
  items: readonly T[];
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  className: string;
  /** An ordered list, for rankings. */
  isOrdered?: boolean;
  /** A last card after the items (e.g. an invitation to add one). */
  last?: ReactNode;
};

/** Cards in a list whose items stretch each card to the row's height. */
export function CardList<T>({
  items,
  getKey,
  renderItem,
  className,
  isOrdered = false,
  last,
}: CardListProps<T>) {
  const List = isOrdered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={getKey(item)} className="flex">
          {renderItem(item)}
        </li>
      ))}
      {last && <li className="flex">{last}</li>}
    </List>
  );
}

/** The grey of skeleton blocks, for blocks with their own rounding (classes are not merged). */
export const SKELETON_FILL = 'bg-slate-200 dark:bg-white/10';

/** The grey blocks skeletons are drawn with. */
export const SKELETON_BLOCK = `rounded-md ${SKELETON_FILL}`;

type SkeletonBlocksProps = {
  /** One entry a block: its size and any rounding of its own. */
  blocks: readonly string[];
  /** How the blocks are laid out (spacing, a row). */
  className?: string;
};

/** Grey skeleton blocks in a column or row, drawn from their sizes. */
export function SkeletonBlocks({ blocks, className }: SkeletonBlocksProps) {
  return (
    <div className={className}>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={`${SKELETON_BLOCK} ${block}`} />
      ))}
    </div>
  );
}

type SkeletonCardsProps = {
  count: number;
  /** The list's grid, so the placeholders take the final cards' places. */
  className: string;
  cardClassName: string;
  /** The inside of one placeholder card. */
  children: ReactNode;
};

/** `count` identical placeholder cards in the grid the real cards will fill. */
export function SkeletonCards({ count, className, cardClassName, children }: SkeletonCardsProps) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={cardClassName}>
          {children}
        </div>
      ))}
    </div>
  );
}

type ImageCardSkeletonsProps = Omit<SkeletonCardsProps, 'children'> & {
  /** The image block's size, place and rounding (an aspect ratio over the text, a width beside it). */
  image: string;
  /** The text placeholder that follows the image. */
  children: ReactNode;
};

/** Placeholder cards for cards that open with an image: the image block, then the text blocks. */
export function ImageCardSkeletons({ image, children, ...cards }: ImageCardSkeletonsProps) {
  return (
    <SkeletonCards {...cards}>
      <div className={`${SKELETON_BLOCK} ${image}`} />
      {children}
    </SkeletonCards>
  );
}

/** A grid of image cards loading: placeholders announced once to screen readers. */
export function ImageCardsLoading({ label, ...cards }: ImageCardSkeletonsProps & { label: string }) {
  return (
    <SectionLoading label={label}>
      <ImageCardSkeletons {...cards} />
    </SectionLoading>
  );
}
