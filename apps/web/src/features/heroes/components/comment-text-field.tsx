import { HERO_COMMENT_MAX_LENGTH, HERO_COMMENT_MIN_LENGTH } from '@haven/shared';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** True when a comment may be sent: at least the minimum length once trimmed. */
export function isCommentLongEnough(text: string): boolean {
  return text.trim().length >= HERO_COMMENT_MIN_LENGTH;
}

type CommentTextFieldProps = {
  id: string;
  label: string;
  isLabelHidden?: boolean;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Buttons shown on the counter's line. */
  actions?: ReactNode;
};

/** A comment box with its n/500 counter. */
export function CommentTextField({
  id,
  label,
  isLabelHidden = false,
  value,
  onChange,
  placeholder,
  disabled,
  autoFocus,
  actions,
}: CommentTextFieldProps) {
  const counterId = `${id}-counter`;
  return (
    <div>
      <label
        htmlFor={id}
        className={cn(
          'mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200',
          isLabelHidden && 'sr-only',
        )}
      >
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={HERO_COMMENT_MAX_LENGTH}
        rows={3}
        placeholder={placeholder}
        disabled={disabled}
        // biome-ignore lint/a11y/noAutofocus: the edit box opens on the user's own request
        autoFocus={autoFocus}
        aria-describedby={counterId}
        className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/40 dark:border-white/15 dark:bg-night-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:border-brand-300"
      />
      <div className="mt-2 flex items-start justify-between gap-3">
        <div className="flex flex-wrap gap-2">{actions}</div>
        <p
          id={counterId}
          className={cn(
            'text-xs tabular-nums',
            value.length >= HERO_COMMENT_MAX_LENGTH
              ? 'font-semibold text-red-700 dark:text-red-300'
              : 'text-slate-600 dark:text-slate-400',
          )}
        >
          {value.length}/{HERO_COMMENT_MAX_LENGTH}
        </p>
      </div>
    </div>
  );
}
