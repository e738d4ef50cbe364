/** A calendar day as the timeline names it: YYYY-MM-DD. */
export type DayKey = string;

export type TimelineView = 'week' | 'month';

const pad = (n: number) => String(n).padStart(2, '0');

/** The day key of a calendar date (UTC fields of `date`). */
export function dayKey(date: Date): DayKey {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** A day key as a Date at UTC midnight, or null when it is not a real day. */
export function parseDayKey(key: string | null | undefined): Date | null {
  if (!key || !/^\d{4}-\d{2}-\d{2}$/.test(key)) return null;
  const date = new Date(`${key}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || dayKey(date) !== key ? null : date;
}

/** The day `days` after `key`. */
export function addDays(key: DayKey, days: number): DayKey {
  const date = parseDayKey(key) as Date;
  return dayKey(new Date(date.getTime() + days * 86_400_000));
}

/** The same day of the month `months` later, kept within that month. */
export function addMonths(key: DayKey, months: number): DayKey {
  const date = parseDayKey(key) as Date;
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date.getUTCDate(), last));
  return dayKey(first);
}

/**
 * The days a view shows around `anchor`, in whole weeks from Monday: the anchor's week, or every
 * week touching the anchor's month.
 */
export function viewDays(view: TimelineView, anchor: DayKey): DayKey[] {
  const date = parseDayKey(anchor) as Date;
  const mondayOf = (d: Date) => addDays(dayKey(d), -((d.getUTCDay() + 6) % 7));
  if (view === 'week') {
    const start = mondayOf(date);
    return Array.from({ length: 7 }, (_, i) => addDays(start, i));
  }
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
  const start = mondayOf(first);
  const end = addDays(mondayOf(last), 6);
  const days: DayKey[] = [];
  for (let key = start; key <= end; key = addDays(key, 1)) days.push(key);
  return days;
}

/** The day key `instant` falls on in the viewer's zone (`local`) or in UTC. */
export function dayOfInstant(instant: Date, local: boolean): DayKey {
  if (!local) return dayKey(instant);
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** When a day begins in the viewer's zone (`local`) or in UTC, as epoch milliseconds. */
export function dayStart(key: DayKey, local: boolean): number {
  const [y = 0, m = 1, d = 1] = key.split('-').map(Number);
  return local ? new Date(y, m - 1, d).getTime() : Date.UTC(y, m - 1, d);
}

/** Whether something running from `startsAt` to `endsAt` is on during day `key`. */
export function isOnDay(item: { startsAt: string; endsAt: string }, key: DayKey, local: boolean): boolean {
  const start = dayStart(key, local);
  const end = dayStart(addDays(key, 1), local);
  return Date.parse(item.startsAt) < end && Date.parse(item.endsAt) > start;
}
