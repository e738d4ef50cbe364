import { QUICK_SEARCH_MIN_LENGTH } from './constants.ts';

/** Whether a (trimmed) term is long enough to search; shorter ones answer empty groups. */
export function isSearchableTerm(term: string): boolean {
  return term.trim().length >= QUICK_SEARCH_MIN_LENGTH;
}

/** The listed values (hero roles, say) a lower-cased term names or is a part of: 'supp' names 'Support'. */
export function valuesNamedBy<T extends string>(values: readonly T[], term: string): T[] {
  const wanted = term.trim().toLowerCase();
  return wanted.length === 0 ? [] : values.filter((value) => value.toLowerCase().includes(wanted));
}
