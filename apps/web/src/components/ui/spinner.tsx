import { useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

type SpinnerProps = { className?: string };

/** Decorative spinning icon; pair it with text or a label. */
export function Spinner({ className }: SpinnerProps) {
  return <LoaderCircle aria-hidden="true" className={cn('animate-spin', className ?? 'size-5')} />;
}

type LoadingStateProps = { label?: string; className?: string };

/** A centred spinner with a status text that screen readers announce. */
export function LoadingState({ label, className }: LoadingStateProps) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col items-center justify-center gap-3 py-16 text-slate-600 dark:text-slate-300',
        className,
      )}
    >
      <Spinner className="size-8 text-brand-600 dark:text-brand-300" />
      <span className="text-sm font-medium">{label ?? t`Loading...`}</span>
    </div>
  );
}
