import { format, isValid } from 'date-fns';

/** The site's date formats, in the visitor's time zone. */
export const DATE_FORMATS = {
  /** `March 4, 2025`: profile and page dates. */
  long: 'MMMM d, yyyy',
  /** `Mar 4, 2025`: dates on cards. */
  short: 'MMM d, yyyy',
  /** `Mar 4, 2025 3:07 PM`: comments. */
  dateTime: 'MMM d, yyyy h:mm a',
  /** `2025-03-04`: the machine-readable day of a `<time>` element. */
  isoDay: 'yyyy-MM-dd',
} as const;

export type DateFormat = keyof typeof DATE_FORMATS;

/** Formats a date or ISO string; an unreadable date gives an empty string, so nothing wrong is shown. */
export function formatDate(value: Date | string, style: DateFormat = 'long'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return isValid(date) ? format(date, DATE_FORMATS[style]) : '';
}
