import type { UpcomingEvent } from '@haven/shared/flash-events/rules';
import { WEEKDAY_NAMES } from '@haven/shared/flash-events/schedule';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activeI18n, activeLanguage } from '../../lib/i18n';

const tr = (text: MessageDescriptor) => activeI18n()._(text);

/**
 * The shared flash event messages in the page's language, read when drawn (English is the shared
 * text itself).
 */
export const FLASH_EVENT_TEXTS = {
  get title() {
    return tr(msg`Flash Events`);
  },
  /** The schedule page's description for search engines and link previews. */
  get pageDescription() {
    return tr(msg`The weekly schedule of in-game flash events, in your local time.`);
  },
  get comingUpToday() {
    return tr(msg`Coming Up Today`);
  },
  get noMoreToday() {
    return tr(msg`No more events today`);
  },
  get tomorrowsFirst() {
    return tr(msg`Tomorrow's first events`);
  },
  get nextUp() {
    return tr(msg`Next up`);
  },
  get nextEvents() {
    return tr(msg`Next Flash Events`);
  },
  get fullSchedule() {
    return tr(msg`Full schedule`);
  },
  get quietHours() {
    return tr(msg`No events`);
  },
  get now() {
    return tr(msg`Now`);
  },
  get eventTypes() {
    return tr(msg`Event Types`);
  },
  get about() {
    return tr(msg`About Flash Events`);
  },
  get today() {
    return tr(msg`TODAY`);
  },
  get widgetTitle() {
    return tr(msg`Upcoming Events`);
  },
  get widgetEmpty() {
    return tr(msg`No upcoming events found`);
  },
  get viewSchedule() {
    return tr(msg`View full schedule →`);
  },
  get addToCalendar() {
    return tr(msg`Add to calendar`);
  },
  get calendarName() {
    return tr(msg`Heroes Haven flash events`);
  },
  /** Which zone today, the now line and the countdown are in: the site's reference before the page is live. */
  get timesInReference() {
    return tr(msg`Times in UTC`);
  },
  timesInViewerZone: (zone: string | null) =>
    zone ? tr(msg`Times in your time zone (${zone})`) : tr(msg`Times in your time zone`),
};

/** A weekday's name in the page's language (0 is Sunday), in full or short ('Sun'). */
export function weekdayText(day: number, style: 'long' | 'short' = 'long'): string {
  const language = activeLanguage();
  if (language === 'en') {
    const name = WEEKDAY_NAMES[day] ?? '';
    return style === 'short' ? name.slice(0, 3) : name;
  }
  return new Intl.DateTimeFormat(language, { weekday: style, timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 7 + day),
  );
}

/** 'Today at 18:00' or 'Tomorrow at 18:00' in the page's language. */
export function upcomingText(event: UpcomingEvent): string {
  const { time } = event;
  return event.day === 'today' ? tr(msg`Today at ${time}`) : tr(msg`Tomorrow at ${time}`);
}

/** 'Starts in 12 min', 'Starts in 1 h 5 min', 'Starts in 2 h' in the page's language; a started minute counts whole. */
export function countdownText(start: Date, now: Date): string {
  const minutesLeft = Math.ceil((start.getTime() - now.getTime()) / 60_000);
  if (minutesLeft <= 0) return tr(msg`Starting now`);
  const hours = Math.floor(minutesLeft / 60);
  const minutes = minutesLeft % 60;
  if (hours === 0) return tr(msg`Starts in ${minutes} min`);
  return minutes === 0 ? tr(msg`Starts in ${hours} h`) : tr(msg`Starts in ${hours} h ${minutes} min`);
}
