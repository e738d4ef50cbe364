import { QUICK_SEARCH_MIN_LENGTH } from './constants.ts';

/** Whether a (trimmed) term is long enough to search; shorter ones answer empty groups. */
export function isSearchableTerm(term: string): boolean {
  return term.trim().length >= QUICK_SEARCH_MIN_LENGTH;
}
