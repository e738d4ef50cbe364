/**
 * A count written with comma thousands separators (`12,345`), the same on the server and in every
 * browser. Written by hand rather than through `Intl`: a page's first `Intl` call loads locale data,
 * about 20 ms of a phone's main thread while the page becomes interactive.
 */
export function formatCount(n: number): string {
  const digits = String(Math.round(Math.abs(n)));
  return `${n < 0 && digits !== '0' ? '-' : ''}${digits.replace(/\B(?=(\d{3})+$)/g, ',')}`;
}
