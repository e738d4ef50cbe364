import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';

type CommentActionButtonProps = {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  /** A fuller name for assistive technology, when the label alone is ambiguous. */
  ariaLabel?: string;
  className?: string;
};

/** A small text button under a comment (Reply, Edit, Delete) with its icon. */
export function CommentActionButton({
  icon: Icon,
  label,
  onClick,
  ariaLabel,
  className,
}: CommentActionButtonProps) {
  return (
    <Button
      size="sm"
      variant="ghost"
      className={cn('h-8 px-2', className)}
      aria-label={ariaLabel}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </Button>
  );
}
