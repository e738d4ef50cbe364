import { useIsHydrated } from '../components/ui/after-hydration';
import { activeLanguage } from './i18n';

/**
 * The site's date formats: `long` (March 4, 2025: profile and page dates), `short` (Mar 4, 2025:
 * dates on cards), `dateTime` (Mar 4, 2025 3:07 PM: comments) and `isoDay` (2025-03-04: the
 * machine-readable day of a `<time>` element).
 */
export type DateFormat = 'long' | 'short' | 'dateTime' | 'isoDay';

/** The parts each format is made of, in the platform's own words (no date library on every page). */
const FORMAT_PARTS: Record<DateFormat, Intl.DateTimeFormatOptions> = {
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  short: { year: 'numeric', month: 'short', day: 'numeric' },
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  isoDay: { year: 'numeric', month: '2-digit', day: '2-digit' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language, format and time zone, made once. */
function formatterOf(language: string, style: DateFormat, timeZone?: string): Intl.DateTimeFormat {
  const key = `${language}|${style}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { ...FORMAT_PARTS[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * English (and the ISO day in every language) in the site's own order and punctuation, put
 * together from the platform's parts so it reads the same in every browser and on the server.
 */
function formatFixed(date: Date, style: DateFormat, timeZone?: string): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterOf('en-US', style, timeZone).formatToParts(date)) parts[part.type] = part.value;
  if (style === 'isoDay') return `${parts.year}-${parts.month}-${parts.day}`;
  const day = `${parts.month} ${parts.day}, ${parts.year}`;
  return style === 'dateTime'
    ? `${day} ${parts.hour}:${parts.minute} ${parts.dayPeriod?.toUpperCase()}`
    : day;
}

/** A date in the page's language, in the given time zone (the viewer's when none). */
function formatIn(date: Date, style: DateFormat, timeZone?: string): string {
  if (Number.isNaN(date.getTime())) return '';
  const language = activeLanguage();
  if (language === 'en' || style === 'isoDay') return formatFixed(date, style, timeZone);
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
