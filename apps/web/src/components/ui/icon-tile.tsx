import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

/** The gold round tile of an empty state's icon. */
export const EMPTY_STATE_TILE =
  'size-12 rounded-full bg-gold-300/40 text-gold-700 dark:bg-gold-400/15 dark:text-gold-300';

type IconTileProps = {
  icon: LucideIcon;
  /** The tile's size, shape, colours and place. */
  className: string;
  /** The icon's size. */
  iconClassName?: string;
};

/** A decorative icon centred on a coloured tile (an empty state, a section heading, a feature). */
export function IconTile({ icon: Icon, className, iconClassName = 'size-6' }: IconTileProps) {
  return (
    <span className={cn('grid place-items-center', className)}>
      <Icon aria-hidden="true" className={iconClassName} />
    </span>
  );
}
