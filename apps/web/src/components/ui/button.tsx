import { Trans } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useIsHydrated } from './after-hydration';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'gold' | 'danger' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 ' +
  'aria-disabled:pointer-events-none aria-disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-600 text-white shadow-sm hover:bg-brand-700 focus-visible:outline-brand-600 dark:bg-brand-500 dark:hover:bg-brand-600 dark:text-white dark:focus-visible:outline-brand-300',
  secondary:
    'bg-brand-50 text-brand-800 hover:bg-brand-100 dark:bg-white/10 dark:text-slate-100 dark:hover:bg-white/15',
  outline:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-white/15 dark:bg-transparent dark:text-slate-100 dark:hover:bg-white/10',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-white/10',
  gold: 'bg-gold-400 text-night-950 shadow-sm hover:bg-gold-300 focus-visible:outline-gold-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600',
  light: 'border border-white/40 bg-white/10 text-white hover:bg-white/20 focus-visible:outline-white',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10 p-0',
};

/** Classes of a button, for elements that look like one (links). */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
) {
  return cn(BASE, VARIANTS[variant], SIZES[size], className);
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  if (type === 'submit')
    return <SubmitButton className={buttonClasses(variant, size, className)} {...props} />;
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

/**
 * A form's submit button. Forms are sent by the app, so without JavaScript the button is disabled,
 * which also stops Enter from sending the form natively with its fields in the address; a reader
 * without JavaScript is told why. With JavaScript the page's first script enables it as the page
 * is read, and holds a press until the app is live to send the form.
 */
function SubmitButton({ disabled, ...props }: ComponentProps<'button'>) {
  const isHydrated = useIsHydrated();
  const isDisabledUntilLive = !disabled && !isHydrated;
  return (
    <>
      <button
        type="submit"
        disabled={disabled || !isHydrated}
        data-enabled-by-script={isDisabledUntilLive ? '' : undefined}
        // The page's script may have enabled it before the app took over.
        suppressHydrationWarning
        {...props}
      />
      <span className="text-sm text-slate-700 js:hidden dark:text-slate-300">
        <Trans>This form needs JavaScript: turn it on in your browser to send it.</Trans>
      </span>
    </>
  );
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: ButtonSize };

/** A navigation link styled as a button. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
