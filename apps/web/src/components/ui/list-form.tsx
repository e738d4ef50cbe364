import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { cn } from '../../lib/cn';
import { buttonClasses } from './button';

type ListFormProps = {
  /** The address parameters its own controls name; every other one is kept as it is. */
  owns: readonly string[];
  /** The button that applies the choices where JavaScript is off. */
  applyLabel?: string;
  /** Its controls and the Apply button in one row, the button beside the last control. */
  inline?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * A list's controls (filters, sort) as a GET form of the page's address, each control named by
 * its parameter. Live, each change applies at once and the form is never sent; without
 * JavaScript, its Apply button loads the list with the choices, keeping the list's other
 * parameters and starting again at the first page.
 */
export function ListForm({ owns, applyLabel, inline = false, className, children }: ListFormProps) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  return (
    <form
      method="get"
      action={pathname}
      className={cn(inline && 'flex flex-wrap items-end gap-3', className)}
      onSubmit={(event) => event.preventDefault()}
    >
      {[...searchParams].map(([name, value], index) =>
        owns.includes(name) || name === 'page' ? null : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a parameter may repeat; its place is its identity
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ),
      )}
      {children}
      <button
        type="submit"
        className={cn(buttonClasses('outline', inline ? 'md' : 'sm'), !inline && 'mt-3', 'js:hidden')}
      >
        {applyLabel ?? t`Apply`}
      </button>
    </form>
  );
}
