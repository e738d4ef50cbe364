/** UI copy of the flash-event schedule and the profile widget. */
export const FLASH_EVENT_MESSAGES = {
  title: 'Flash Events',
  comingUpToday: 'Coming Up Today',
  noMoreToday: 'No more events today',
  eventTypes: 'Event Types',
  about: 'About Flash Events',
  today: 'TODAY',
  widgetTitle: 'Upcoming Events',
  widgetEmpty: 'No upcoming events found',
  viewSchedule: 'View full schedule →',
  addToCalendar: 'Add to calendar',
  calendarName: 'Heroes Haven flash events',
} as const;
