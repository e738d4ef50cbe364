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
