import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { cn } from '../../lib/cn';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SearchInput } from './search-input';

/** How long a list's search waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

type DebouncedSearchInputProps = {
  /** The accessible name; the placeholder is only a hint. */
  label: string;
  /** For a visible `<label htmlFor>` beside the box. */
  id?: string;
  placeholder: string;
  /** The search the page shows now (from its address). */
  value: string;
  /** The address parameter the search is kept in. */
  param?: string;
  /** Called with the trimmed text once typing has settled, when it differs from the last search. */
  onSearch: (search: string) => void;
  delayMs?: number;
  /** Typing stops at this many characters. */
  maxLength?: number;
  className?: string;
};

/**
 * A list's search box kept in its address: typing searches once it settles, and a search changed
 * from elsewhere (Back, a link, a Clear button) shows in the box. It is a GET form of the page's
 * address, so Enter searches before the app is live or without JavaScript too, keeping the list's
 * other parameters (its filters and order) and starting again at the first page.
 */
export function DebouncedSearchInput({
  label,
  id,
  placeholder,
  value,
  param = 'search',
  onSearch,
  delayMs = SEARCH_DEBOUNCE_MS,
  maxLength,
  className,
}: DebouncedSearchInputProps) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim(), delayMs);
  const lastSent = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (debounced === lastSent.current) return;
    lastSent.current = debounced;
    onSearchRef.current(debounced);
  }, [debounced]);

  useEffect(() => {
    if (value === lastSent.current) return;
    lastSent.current = value;
    setText(value);
  }, [value]);

  return (
    <form
      method="get"
      action={pathname}
      className={cn('flex-1', className)}
      onSubmit={(event) => {
        // Live, the search needs no page load: Enter searches at once.
        event.preventDefault();
        const search = text.trim();
        if (search === lastSent.current) return;
        lastSent.current = search;
        onSearchRef.current(search);
      }}
    >
      {[...searchParams].map(([name, kept]) =>
        name === param || name === 'page' ? null : (
          <input key={name} type="hidden" name={name} value={kept} />
        ),
      )}
      <SearchInput
        label={label}
        id={id}
        name={param}
        placeholder={placeholder}
        value={text}
        onChange={(next) => setText(maxLength === undefined ? next : next.slice(0, maxLength))}
        isClearable
        inputClassName="h-11"
      />
    </form>
  );
}
