import { CalendarDays } from 'lucide-react';
import { useFormatDate } from '../../lib/dates';

/** A card's date, short, after a calendar icon; nothing when the date cannot be read. */
export function CardDate({ iso }: { iso: string }) {
  const formatDate = useFormatDate();
  const text = formatDate(iso, 'short');
  if (!text) return null;
  return (
    <p className="flex items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-300">
      <CalendarDays aria-hidden="true" className="size-3.5" />
      <time dateTime={iso}>{text}</time>
    </p>
  );
}
