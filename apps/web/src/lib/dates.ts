import { useIsHydrated } from '../components/ui/after-hydration';
import { activeLanguage } from './i18n';

/**
 * The site's date formats: `long` (March 4, 2025: profile and page dates), `short` (Mar 4, 2025:
 * dates on cards), `dateTime` (Mar 4, 2025 3:07 PM: comments) and `isoDay` (2025-03-04: the
 * machine-readable day of a `<time>` element).
 */
export type DateFormat = 'long' | 'short' | 'dateTime' | 'isoDay';

/** The other languages' forms of each format, in the platform's own words and order. */
const INTL_FORMATS: Record<Exclude<DateFormat, 'isoDay'>, Intl.DateTimeFormatOptions> = {
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  short: { year: 'numeric', month: 'short', day: 'numeric' },
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language, format and time zone, made once. */
function formatterOf(language: string, style: Exclude<DateFormat, 'isoDay'>, timeZone?: string) {
  const key = `${language}|${style}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { ...INTL_FORMATS[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * English and the ISO day, written directly: the same in every browser and on the server, and
 * without the cost of the platform's formatter on the many dates a page hydrates.
 */
function formatFixed(date: Date, style: DateFormat, utc: boolean): string {
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const day = utc ? date.getUTCDate() : date.getDate();
  if (style === 'isoDay') return `${year}-${twoDigits(month + 1)}-${twoDigits(day)}`;
  const monthName = MONTHS[month] ?? '';
  const dayText = `${style === 'long' ? monthName : monthName.slice(0, 3)} ${day}, ${year}`;
  if (style !== 'dateTime') return dayText;
  const hours = utc ? date.getUTCHours() : date.getHours();
  const minutes = utc ? date.getUTCMinutes() : date.getMinutes();
  return `${dayText} ${hours % 12 || 12}:${twoDigits(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A date in the page's language, in UTC or (with no time zone) the viewer's. */
function formatIn(date: Date, style: DateFormat, timeZone?: string): string {
  if (Number.isNaN(date.getTime())) return '';
  const language = activeLanguage();
  if (language === 'en' || style === 'isoDay') return formatFixed(date, style, timeZone === 'UTC');
  return formatterOf(language, style, timeZone).format(date);
}

/** Formats a date or ISO string; an unreadable date gives an empty string, so nothing wrong is shown. */
export function formatDate(value: Date | string, style: DateFormat = 'long'): string {
  return formatIn(typeof value === 'string' ? new Date(value) : value, style);
}

/** Formats a date in UTC: what the server draws, and what the browser draws while it hydrates. */
export function formatDateUtc(value: Date | string, style: DateFormat = 'long'): string {
  return formatIn(typeof value === 'string' ? new Date(value) : value, style, 'UTC');
}

/**
 * The date formatter for a component: UTC on the server and while the page hydrates (so the HTML
 * and the first render agree), the viewer's time zone from then on.
 */
export function useFormatDate(): typeof formatDate {
  return useIsHydrated() ? formatDate : formatDateUtc;
}
