import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type AlertVariant = 'success' | 'error' | 'info';

const STYLES: Record<AlertVariant, string> = {
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-400/30 dark:bg-emerald-400/10 dark:text-emerald-100',
  error: 'border-red-200 bg-red-50 text-red-900 dark:border-red-400/30 dark:bg-red-400/10 dark:text-red-100',
  info: 'border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-300/30 dark:bg-brand-300/10 dark:text-brand-100',
};

const ICONS = { success: CircleCheck, error: CircleAlert, info: Info } as const;

type AlertProps = { variant?: AlertVariant; children: ReactNode; className?: string };

/** An inline message; errors are announced assertively, the rest politely. */
export function Alert({ variant = 'info', children, className }: AlertProps) {
  const Icon = ICONS[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-lg border px-4 py-3 text-sm', STYLES[variant], className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
