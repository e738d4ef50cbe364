import { format } from 'date-fns';

/** `Mar 4, 2025`; an unreadable date gives an empty string (spec part 1 §8). */
export function formatShortDate(iso: string): string {
  try {
    return format(new Date(iso), 'MMM d, yyyy');
  } catch {
    return '';
  }
}
