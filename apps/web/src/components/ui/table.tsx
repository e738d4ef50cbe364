import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CARD_CLASSES } from './card';

type TableProps = {
  /** Said to screen readers only; the heading around the table names it for everyone else. */
  caption?: string;
  /** The table's narrowest width (e.g. 'min-w-[48rem]'); narrower screens scroll it sideways. */
  minWidth?: string;
  /** Lets the keyboard reach the scroll box (named by the caption), for a table that may scroll on a phone. */
  scrollable?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * A table on a card that scrolls sideways on narrow screens. The scroll box is positioned, so
 * screen-reader-only texts inside it cannot widen the page on a phone.
 */
export function Table({ caption, minWidth, scrollable = false, className, children }: TableProps) {
  return (
    <div
      className={cn(CARD_CLASSES, 'relative overflow-x-auto', className)}
      {...(scrollable ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
    >
      <table className={cn('w-full text-left text-sm', minWidth)}>
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

type TableHeadProps = {
  /** The names of the plain columns, each shown as a HeaderCell, in order. */
  columns?: readonly string[];
  /** HeaderCells after the plain ones (a column with classes of its own, such as Actions). */
  children?: ReactNode;
};

/** The header row of a table: a HeaderCell for each of `columns`, then `children`. */
export function TableHead({ columns = [], children }: TableHeadProps) {
  return (
    <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:border-white/10 dark:bg-white/5 dark:text-slate-300">
      <tr>
        {columns.map((column) => (
          <HeaderCell key={column}>{column}</HeaderCell>
        ))}
        {children}
      </tr>
    </thead>
  );
}

/** A column header; `srOnly` names a column (e.g. Actions) without showing the name. */
export function HeaderCell({
  children,
  className,
  srOnly = false,
}: {
  children: ReactNode;
  className?: string;
  srOnly?: boolean;
}) {
  return (
    <th scope="col" className={cn(CELL_CLASSES, 'font-semibold', className)}>
      {srOnly ? <span className="sr-only">{children}</span> : children}
    </th>
  );
}

/** The rows of a table, divided by lines; `className` sets e.g. their vertical alignment. */
export function TableBody({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <tbody
      className={cn(
        'divide-y divide-slate-200 text-slate-700 dark:divide-white/10 dark:text-slate-300',
        className,
      )}
    >
      {children}
    </tbody>
  );
}

/** A table cell's padding, shared by header and body cells so columns line up. */
export const CELL_CLASSES = 'px-4 py-3';

/** A body cell; its text takes the table's colour unless `className` gives its own. */
export function Cell({ children, className }: { children?: ReactNode; className?: string }) {
  return <td className={cn(CELL_CLASSES, className)}>{children}</td>;
}

/** The last cell of a row: its action buttons, packed to the right. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <td className="px-2 py-2">
      <div className="flex justify-end gap-1">{children}</div>
    </td>
  );
}
