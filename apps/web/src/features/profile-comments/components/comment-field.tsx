import { emoticonCode } from '@haven/shared/emoticons/emoticons';
import {
  PROFILE_COMMENT_MAX_LENGTH,
  PROFILE_COMMENT_WARNING_REMAINING,
} from '@haven/shared/profile-comments/constants';
import { PROFILE_COMMENT_MESSAGES } from '@haven/shared/profile-comments/messages';
import { type ReactNode, useRef } from 'react';
import { EmoticonPicker } from '../../../components/emoticons/emoticon-picker';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';

type CommentFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Buttons shown on the counter's line. */
  actions?: ReactNode;
};

/**
 * A wall comment box: the text, an emoticon picker that inserts `:name:` at the caret (refused
 * when it would pass the limit), and the 'N characters remaining' counter, amber below 50, red at 0.
 */
export function CommentField({
  id,
  label,
  value,
  onChange,
  placeholder,
  disabled,
  autoFocus,
  actions,
}: CommentFieldProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const remaining = PROFILE_COMMENT_MAX_LENGTH - value.length;
  const counterId = `${id}-counter`;

  const insert = (code: string): boolean => {
    if (value.length + code.length > PROFILE_COMMENT_MAX_LENGTH) {
      toast.error(PROFILE_COMMENT_MESSAGES.tooLong);
      return false;
    }
    const textarea = textareaRef.current;
    const start = textarea?.selectionStart ?? value.length;
    const end = textarea?.selectionEnd ?? value.length;
    const next = value.slice(0, start) + code + value.slice(end);
    onChange(next);
    // Puts the caret after the inserted code once the dialog has returned focus.
    requestAnimationFrame(() => {
      textarea?.focus();
      textarea?.setSelectionRange(start + code.length, start + code.length);
    });
    return true;
  };

  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        ref={textareaRef}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={PROFILE_COMMENT_MAX_LENGTH}
        rows={3}
        placeholder={placeholder}
        disabled={disabled}
        // biome-ignore lint/a11y/noAutofocus: reply and edit boxes open on the member's own request
        autoFocus={autoFocus}
        aria-describedby={counterId}
        className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/40 dark:border-white/15 dark:bg-night-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:border-brand-300"
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <EmoticonPicker onPick={(name) => insert(emoticonCode(name))} disabled={disabled} />
          {actions}
        </div>
        <p
          id={counterId}
          className={cn(
            'text-xs tabular-nums',
            remaining <= 0
              ? 'font-semibold text-red-700 dark:text-red-300'
              : remaining < PROFILE_COMMENT_WARNING_REMAINING
                ? 'font-semibold text-amber-700 dark:text-amber-300'
                : 'text-slate-600 dark:text-slate-400',
          )}
        >
          {remaining} characters remaining
        </p>
      </div>
    </div>
  );
}
