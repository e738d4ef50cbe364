import { emoticonCode } from '@haven/shared/emoticons/emoticons';
import { type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { EmoticonPicker } from '../emoticons/emoticon-picker';
import { Textarea } from '../ui/form-controls';

/** How one kind of comment box behaves: its limit, its counter and whether it offers emoticons. */
export type CommentFieldSettings = {
  maxLength: number;
  /** 'used' shows `n/500`; 'remaining' shows `N characters remaining`, amber below `warnBelow`. */
  counter: 'used' | 'remaining';
  warnBelow?: number;
  /** When set, an emoticon picker inserts `:name:` at the caret; this message refuses one that would not fit. */
  emoticonTooLongMessage?: string;
  isLabelHidden?: boolean;
};

type CommentTextFieldProps = CommentFieldSettings & {
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

/** A comment box: the text, the optional emoticon picker, the buttons and the counter. */
export function CommentTextField({
  id,
  label,
  value,
  onChange,
  placeholder,
  disabled,
  autoFocus,
  actions,
  maxLength,
  counter,
  warnBelow = 0,
  emoticonTooLongMessage,
  isLabelHidden = false,
}: CommentTextFieldProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const counterId = `${id}-counter`;
  const remaining = maxLength - value.length;

  const insert = (code: string): boolean => {
    if (value.length + code.length > maxLength) {
      if (emoticonTooLongMessage) toast.error(emoticonTooLongMessage);
      return false;
    }
    const textarea = textareaRef.current;
    const start = textarea?.selectionStart ?? value.length;
    const end = textarea?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + code + value.slice(end));
    // Puts the caret after the inserted code once the dialog has returned focus.
    requestAnimationFrame(() => {
      textarea?.focus();
      textarea?.setSelectionRange(start + code.length, start + code.length);
    });
    return true;
  };

  return (
    <div>
      <label
        htmlFor={id}
        className={cn(
          isLabelHidden ? 'sr-only' : 'mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200',
        )}
      >
        {label}
      </label>
      <Textarea
        ref={textareaRef}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        rows={3}
        placeholder={placeholder}
        disabled={disabled}
        autoFocus={autoFocus}
        aria-describedby={counterId}
        className="resize-y"
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {emoticonTooLongMessage !== undefined && (
            <EmoticonPicker onPick={(name) => insert(emoticonCode(name))} disabled={disabled} />
          )}
          {actions}
        </div>
        <p
          id={counterId}
          className={cn(
            'text-xs tabular-nums',
            remaining <= 0
              ? 'font-semibold text-red-700 dark:text-red-300'
              : remaining < warnBelow
                ? 'font-semibold text-amber-700 dark:text-amber-300'
                : 'text-slate-600 dark:text-slate-400',
          )}
        >
          {counter === 'used' ? `${value.length}/${maxLength}` : `${remaining} characters remaining`}
        </p>
      </div>
    </div>
  );
}
