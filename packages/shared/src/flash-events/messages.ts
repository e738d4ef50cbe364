/** UI copy of the flash-event schedule and the profile widget. */
export const FLASH_EVENT_MESSAGES = {
  title: 'Flash Events',
  comingUpToday: 'Coming Up Today',
  noMoreToday: 'No more events today',
  tomorrowsFirst: "Tomorrow's first events",
  nextUp: 'Next up',
  nextEvents: 'Next Flash Events',
  fullSchedule: 'Full schedule',
  quietHours: 'No events',
  now: 'Now',
  eventTypes: 'Event Types',
  about: 'About Flash Events',
  today: 'TODAY',
  widgetTitle: 'Upcoming Events',
  widgetEmpty: 'No upcoming events found',
  viewSchedule: 'View full schedule →',
  addToCalendar: 'Add to calendar',
  calendarName: 'Heroes Haven flash events',
  /** Which zone today, the now line and the countdown are in: the site's reference before the page is live. */
  timesInReference: 'Times in UTC',
  timesInViewerZone: (zone: string | null) =>
    zone ? `Times in your time zone (${zone})` : 'Times in your time zone',
} as const;
