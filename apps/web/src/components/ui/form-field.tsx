import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { sharedText } from '../../lib/shared-texts';

export const INPUT_CLASSES =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-xs ' +
  'placeholder:text-slate-500 focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/40 ' +
  'aria-invalid:border-red-500 dark:border-white/15 dark:bg-night-900 dark:text-slate-100 dark:placeholder:text-slate-400 ' +
  'dark:focus:border-brand-300 dark:aria-invalid:border-red-400';

type InputProps = ComponentProps<'input'>;

export function Input({ className, ...props }: InputProps) {
  return <input className={cn(INPUT_CLASSES, className)} {...props} />;
}

type WholeNumberInputProps = Omit<InputProps, 'type' | 'min' | 'step'> & {
  id: string;
  error: string | undefined;
};

/** A whole number from 0 up to its `max`, marked invalid with its field's message while it has an error. */
export function WholeNumberInput({ id, error, ...props }: WholeNumberInputProps) {
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': fieldMessageId(id) } : {};
  return <Input id={id} type="number" inputMode="numeric" min={0} step={1} {...invalid} {...props} />;
}

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * Label, control and message of one field. The control must carry `id`,
 * `aria-invalid` and `aria-describedby={fieldMessageId(id)}` when it has an error.
 */
export function FormField({ id, label, error, hint, children, className }: FormFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children}
      {error ? (
        <p id={fieldMessageId(id)} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {sharedText(error)}
        </p>
      ) : hint ? (
        <p id={fieldMessageId(id)} className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type CompactFieldProps = { id: string; label: string; className: string; children: ReactNode };

/** A small label over its control, for fields in toolbars and filter rows. */
export function CompactField({ id, label, className, children }: CompactFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-slate-700 dark:text-slate-300">
        {label}
      </label>
      {children}
    </div>
  );
}

export function fieldMessageId(id: string): string {
  return `${id}-message`;
}
