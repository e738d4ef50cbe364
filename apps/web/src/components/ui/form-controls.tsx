import { Trans } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { INPUT_CLASSES } from './form-field';
import { Spinner } from './spinner';

/** The look of every checkbox: a brand-coloured tick, lighter in the dark theme. */
export const CHECKBOX_CLASSES = 'size-4 rounded border-slate-400 accent-brand-600 dark:accent-brand-400';

/** A drop-down list styled like the text inputs; works with `register()` (ref is a prop). */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(INPUT_CLASSES, className)} {...props} />;
}

type ChoiceSelectProps<T extends string> = {
  label: string;
  /** Shown above the list; otherwise read by screen readers only. */
  showLabel?: boolean;
  value: T;
  choices: readonly T[];
  /** The text each choice shows. */
  labelOf: (choice: T) => string;
  onChange: (choice: T) => void;
  /** Its address parameter, where it is part of a list's form. */
  name?: string;
  disabled?: boolean;
  className?: string;
};

/** A labelled drop-down of a fixed list of choices (a list's Sort by, a game mode). */
export function ChoiceSelect<T extends string>({
  label,
  showLabel = false,
  choices,
  labelOf,
  onChange,
  ...select
}: ChoiceSelectProps<T>) {
  const id = useId();
  return (
    <>
      <label
        htmlFor={id}
        className={
          showLabel ? 'mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200' : 'sr-only'
        }
      >
        {label}
      </label>
      <Select id={id} {...select} onChange={(event) => onChange(event.target.value as T)}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labelOf(choice)}
          </option>
        ))}
      </Select>
    </>
  );
}

/** A multi-line text box styled like the text inputs. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(INPUT_CLASSES, className)} {...props} />;
}

/** A checkbox in the project's style; put it inside its `<label>` or give it an `id`. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return <input type="checkbox" className={cn(CHECKBOX_CLASSES, className)} {...props} />;
}

type RemoveRowButtonProps = { label: string; onClick: () => void; className?: string };

/** The red bin button that removes one row of a repeated field group (skills, attributes). */
export function RemoveRowButton({ label, onClick, className }: RemoveRowButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      className={cn('text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-400/10', className)}
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" className="size-4" />
    </Button>
  );
}

type FormButtonsProps = {
  submitLabel: string;
  onCancel: () => void;
  isSubmitting: boolean;
  /** Keeps submit disabled for another reason too (an image still uploading). */
  isBusy?: boolean;
};

/** The Cancel and submit buttons closing an editor form: stacked on phones, right-aligned above. */
export function FormButtons({ submitLabel, onCancel, isSubmitting, isBusy = false }: FormButtonsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" disabled={isSubmitting || isBusy}>
        {isSubmitting && <Spinner className="size-4" />}
        {submitLabel}
      </Button>
    </div>
  );
}
