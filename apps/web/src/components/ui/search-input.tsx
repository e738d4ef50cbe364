import { useLingui } from '@lingui/react/macro';
import { Search, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Input } from './form-field';

type SearchInputProps = {
  /** The accessible name; the placeholder is only a hint. */
  label: string;
  /** For a visible `<label htmlFor>` beside the box. */
  id?: string;
  /** The field's name in a form (default `search`). */
  name?: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Shows an × that empties the box (in place of the browser's own). */
  isClearable?: boolean;
  /** Extra classes for the input, e.g. its height. */
  inputClassName?: string;
  className?: string;
};

/** A search box with a magnifier icon. */
export function SearchInput({
  label,
  id,
  name = 'search',
  placeholder,
  value,
  onChange,
  isClearable = false,
  inputClassName,
  className,
}: SearchInputProps) {
  const { t } = useLingui();
  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
      />
      <Input
        type="search"
        id={id}
        name={name}
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          inputClassName,
          'pl-10',
          isClearable && 'pr-10 [&::-webkit-search-cancel-button]:hidden',
        )}
      />
      {isClearable && value && (
        <button
          type="button"
          aria-label={t`Clear search`}
          onClick={() => onChange('')}
          className="absolute top-1/2 right-2 grid size-8 -translate-y-1/2 place-items-center rounded-md text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-white/10"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
