import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { FormField, fieldMessageId, Input } from './form-field';

type TagsInputProps = {
  id: string;
  label?: string;
  tags: string[];
  error: string | undefined;
  onChange: (tags: string[]) => void;
  /** How many tags may be added; Enter adds nothing past it. */
  max: number;
  /** Longest tag; longer text is cut to it. */
  maxLength: number;
  placeholder?: string;
  /** Cleans the list after an addition; by default trims and drops repeats that differ only in case. */
  normalise?: (tags: readonly string[]) => string[];
};

/** Trims each tag, collapses inner spaces and keeps the first of tags that differ only in case. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags
    .map((tag) => tag.trim().replace(/\s+/g, ' '))
    .filter((tag) => {
      const key = tag.toLowerCase();
      if (tag === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Tags are typed one at a time and added with Enter: trimmed, never twice, each removable. */
export function TagsInput({
  id,
  label,
  tags,
  error,
  onChange,
  max,
  maxLength,
  placeholder,
  normalise = normaliseTags,
}: TagsInputProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the tag instead of submitting the form.
    event.preventDefault();
    const next = normalise([...tags, text.slice(0, maxLength)]);
    if (next.length <= max) onChange(next);
    setText('');
  };
  return (
    <FormField
      id={id}
      label={label ?? t`Tags`}
      error={error}
      hint={t`Press Enter to add a tag (up to ${max}).`}
    >
      <Input
        id={id}
        value={text}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="enter"
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldMessageId(id)}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {tags.length > 0 && (
        <ul aria-label={t`Added tags`} className="mt-2 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-semibold text-brand-800 dark:bg-white/10 dark:text-slate-100"
            >
              <span data-content>{tag}</span>
              <button
                type="button"
                aria-label={t`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
                className="grid size-6 place-items-center rounded-full hover:bg-brand-100 dark:hover:bg-white/15"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </FormField>
  );
}
