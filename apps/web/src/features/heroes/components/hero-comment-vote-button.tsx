import type { VoteType } from '@haven/shared/heroes/schemas';
import { useLingui } from '@lingui/react/macro';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { cn } from '../../../lib/cn';

type VoteButtonProps = {
  kind: VoteType;
  count: number;
  isActive: boolean;
  disabled: boolean;
  onClick: () => void;
};

/** A comment's up or down vote: a toggle showing the count, pressed when it is the reader's vote. */
export function VoteButton({ kind, count, isActive, disabled, onClick }: VoteButtonProps) {
  const Icon = kind === 'up' ? ThumbsUp : ThumbsDown;
  const { t } = useLingui();
  return (
    <button
      type="button"
      aria-pressed={isActive}
      aria-label={kind === 'up' ? t`Vote up (${count})` : t`Vote down (${count})`}
      onClick={onClick}
      disabled={disabled}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-xs font-semibold tabular-nums transition-colors disabled:opacity-70',
        isActive
          ? kind === 'up'
            ? 'border-emerald-600 bg-emerald-50 text-emerald-800 dark:border-emerald-400 dark:bg-emerald-400/15 dark:text-emerald-200'
            : 'border-red-600 bg-red-50 text-red-800 dark:border-red-400 dark:bg-red-400/15 dark:text-red-200'
          : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-white/15 dark:text-slate-300 dark:hover:bg-white/10',
      )}
    >
      <Icon aria-hidden="true" className={cn('size-3.5', isActive && 'fill-current')} />
      {count}
    </button>
  );
}
