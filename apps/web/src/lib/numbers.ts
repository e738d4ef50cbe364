import { activeLanguage } from './i18n';

/**
 * A count written with comma thousands separators (`12,345`), the same on the server and in every
 * browser. Written by hand rather than through `Intl`: a page's first `Intl` call loads locale data,
 * about 20 ms of a phone's main thread while the page becomes interactive.
 */
export function formatCount(n: number): string {
  const language = activeLanguage();
  if (language !== 'en') return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(n);
  const digits = String(Math.round(Math.abs(n)));
  return `${n < 0 && digits !== '0' ? '-' : ''}${digits.replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

/** A rating or average with one decimal, or `digits` (`4.5`; `4,5` in Spanish and Portuguese). */
export function formatDecimal(n: number, digits = 1): string {
  const language = activeLanguage();
  if (language === 'en') return n.toFixed(digits);
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(n);
}

/** A share in percent with at most one decimal (`66.7%`, `0%`; `66,7 %` in Spanish, `66,7%` in Portuguese). */
export function formatPercent(percent: number): string {
  const language = activeLanguage();
  if (language === 'en') return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(
    percent / 100,
  );
}
