import { cn } from '../../../lib/cn';

/** The colour mark of an event type; decorative, since the name is always written beside it. */
export function EventDot({ color, className }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-2.5 shrink-0 rounded-full', className)}
      style={{ backgroundColor: color }}
    />
  );
}
