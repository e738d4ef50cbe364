import { FLASH_EVENTS, type FlashEvent } from './schedule.ts';

/** Events the profile widget lists at most. */
export const UPCOMING_EVENTS_LIMIT = 5;

/** Events the schedule page's 'Coming Up Today' lists at most. */
export const COMING_UP_TODAY_LIMIT = 3;

/** The clock time of `date` as HH:MM (24 h), in the time zone the Date reads in (the viewer's). */
export function clockTime(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** One day's events (0 Sunday to 6 Saturday), in time order. */
export function eventsOnDay(dayOfWeek: number): FlashEvent[] {
  return FLASH_EVENTS.filter((event) => event.dayOfWeek === dayOfWeek);
}

/** Today's events that start later than `now`'s HH:MM, in time order. */
export function laterToday(now: Date): FlashEvent[] {
  const time = clockTime(now);
  return eventsOnDay(now.getDay()).filter((event) => event.time > time);
}

/** The next few of today's events that start later than `now`'s HH:MM, in time order. */
export function comingUpToday(now: Date, limit = COMING_UP_TODAY_LIMIT): FlashEvent[] {
  return laterToday(now).slice(0, limit);
}

export type UpcomingEvent = FlashEvent & { day: 'today' | 'tomorrow' };

/**
 * The next events in the viewer's local time: today's that are later than the current HH:MM,
 * then all of tomorrow's, each day in time order, at most `limit`.
 */
export function upcomingEvents(now: Date, limit = UPCOMING_EVENTS_LIMIT): UpcomingEvent[] {
  const today = laterToday(now).map((event) => ({ ...event, day: 'today' as const }));
  const tomorrow = eventsOnDay((now.getDay() + 1) % 7).map((event) => ({
    ...event,
    day: 'tomorrow' as const,
  }));
  return [...today, ...tomorrow].slice(0, limit);
}

/** 'Today at HH:MM' or 'Tomorrow at HH:MM'. */
export function upcomingLabel(event: UpcomingEvent): string {
  return `${event.day === 'today' ? 'Today' : 'Tomorrow'} at ${event.time}`;
}

/** The first events of tomorrow, in time order: what to name once nothing is left today. */
export function tomorrowsFirst(now: Date, limit = COMING_UP_TODAY_LIMIT): FlashEvent[] {
  return eventsOnDay((now.getDay() + 1) % 7).slice(0, limit);
}

/** When an upcoming event starts, in the viewer's time zone. */
export function startOf(event: UpcomingEvent, now: Date): Date {
  const [hours = 0, minutes = 0] = event.time.split(':').map(Number);
  const dayOffset = event.day === 'tomorrow' ? 1 : 0;
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + dayOffset, hours, minutes);
}

/** 'Starts in 12 min', 'Starts in 1 h 5 min', 'Starts in 2 h': the minutes left, a started minute counted whole. */
export function countdownLabel(start: Date, now: Date): string {
  const minutesLeft = Math.ceil((start.getTime() - now.getTime()) / 60_000);
  if (minutesLeft <= 0) return 'Starting now';
  const hours = Math.floor(minutesLeft / 60);
  const minutes = minutesLeft % 60;
  if (hours === 0) return `Starts in ${minutes} min`;
  return minutes === 0 ? `Starts in ${hours} h` : `Starts in ${hours} h ${minutes} min`;
}

/** One row of a day's timeline: an hour with events, a run of empty hours folded into one, or the current time. */
export type TimelineRow =
  | { kind: 'hour'; hour: number; events: FlashEvent[]; isContinued: boolean }
  | { kind: 'quiet'; fromHour: number; toHour: number }
  | { kind: 'now'; time: string };

const hourOf = (time: string) => Number(time.slice(0, 2));

/**
 * A day's events hour by hour, each run of hours without events folded into one 'quiet' row.
 * Given today's current HH:MM, a 'now' row sits between the events that have started and those
 * still to come; an hour that has both is split around it, its second part marked continued.
 */
export function timelineRows(events: readonly FlashEvent[], now?: string): TimelineRow[] {
  const rows: TimelineRow[] = [];
  let quietFrom: number | null = null;
  const endQuiet = (hour: number) => {
    if (quietFrom !== null) rows.push({ kind: 'quiet', fromHour: quietFrom, toHour: hour - 1 });
    quietFrom = null;
  };
  for (let hour = 0; hour < 24; hour += 1) {
    const inHour = events.filter((event) => hourOf(event.time) === hour);
    const isNowHour = now !== undefined && hourOf(now) === hour;
    if (!isNowHour) {
      if (inHour.length === 0) quietFrom ??= hour;
      else {
        endQuiet(hour);
        rows.push({ kind: 'hour', hour, events: inHour, isContinued: false });
      }
      continue;
    }
    const started = inHour.filter((event) => event.time <= now);
    const later = inHour.filter((event) => event.time > now);
    if (started.length > 0) {
      endQuiet(hour);
      rows.push({ kind: 'hour', hour, events: started, isContinued: false });
    }
    endQuiet(hour);
    rows.push({ kind: 'now', time: now });
    if (later.length > 0) rows.push({ kind: 'hour', hour, events: later, isContinued: started.length > 0 });
    // The rest of an hour with no events belongs to the quiet run that follows.
    else if (started.length === 0) quietFrom = hour;
  }
  endQuiet(24);
  return rows;
}
