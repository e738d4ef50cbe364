import { format, isValid } from 'date-fns';
import { useIsHydrated } from '../components/ui/after-hydration';
import { activeLanguage } from './i18n';

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

/** The same formats in the other languages, through the platform's own words and order. */
const INTL_FORMATS: Record<Exclude<DateFormat, 'isoDay'>, Intl.DateTimeFormatOptions> = {
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  short: { year: 'numeric', month: 'short', day: 'numeric' },
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
};

/** A date in the page's language other than English (the machine-readable day is the same in all). */
function formatInLanguage(date: Date, style: DateFormat, timeZone?: string): string | null {
  const language = activeLanguage();
  if (language === 'en' || style === 'isoDay') return null;
  return new Intl.DateTimeFormat(language, { ...INTL_FORMATS[style], timeZone }).format(date);
}

/** Formats a date or ISO string; an unreadable date gives an empty string, so nothing wrong is shown. */
export function formatDate(value: Date | string, style: DateFormat = 'long'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (!isValid(date)) return '';
  return formatInLanguage(date, style) ?? format(date, DATE_FORMATS[style]);
}

/** Formats a date in UTC: what the server draws, and what the browser draws while it hydrates. */
export function formatDateUtc(value: Date | string, style: DateFormat = 'long'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (!isValid(date)) return '';
  const translated = formatInLanguage(date, style, 'UTC');
  if (translated !== null) return translated;
  return format(new Date(date.getTime() + date.getTimezoneOffset() * 60_000), DATE_FORMATS[style]);
}

/**
 * The date formatter for a component: UTC on the server and while the page hydrates (so the HTML
 * and the first render agree), the viewer's time zone from then on.
 */
export function useFormatDate(): typeof formatDate {
  return useIsHydrated() ? formatDate : formatDateUtc;
}
