import { Bell } from 'lucide-react';

/** The count as the bell shows it: a number up to 99, then '99+'. */
export function shownCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The bell icon with the member's notification count on it. */
export function BellFace({ count }: { count: number }) {
  return (
    <span className="relative inline-flex">
      <Bell aria-hidden="true" className="size-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute -top-2 -right-2.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-red-600 px-1 text-[0.65rem] leading-none font-bold text-white ring-2 ring-night-950"
        >
          {shownCount(count)}
        </span>
      )}
    </span>
  );
}
