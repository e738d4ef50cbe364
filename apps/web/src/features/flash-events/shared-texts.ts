import { FLASH_EVENT_MESSAGES } from '@haven/shared/flash-events/messages';
import type { UpcomingEvent } from '@haven/shared/flash-events/rules';
import type { FlashEventName } from '@haven/shared/flash-events/schedule';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activeI18n, activeLanguage } from '../../lib/i18n';
import { inPageLanguage, sharedTexts, withPageTexts } from '../../lib/shared-texts';

const tr = (text: MessageDescriptor) => activeI18n()._(text);

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const FLASH_EVENT_SHARED_TEXTS = sharedTexts(FLASH_EVENT_MESSAGES, {
  title: msg`Flash Events`,
  comingUpToday: msg`Coming Up Today`,
  noMoreToday: msg`No more events today`,
  tomorrowsFirst: msg`Tomorrow's first events`,
  nextUp: msg`Next up`,
  nextEvents: msg`Next Flash Events`,
  fullSchedule: msg`Full schedule`,
  quietHours: msg`No events`,
  now: msg`Now`,
  eventTypes: msg`Event Types`,
  about: msg`About Flash Events`,
  today: msg`TODAY`,
  widgetTitle: msg`Upcoming Events`,
  widgetEmpty: msg`No upcoming events found`,
  viewSchedule: msg`View full schedule →`,
  addToCalendar: msg`Add to calendar`,
  calendarName: msg`Heroes Haven flash events`,
  /** Which zone today, the now line and the countdown are in: the site's reference before the page is live. */
  timesInReference: msg`Times in UTC`,
  timesInViewerZone: (zone: string | null) =>
    zone ? msg`Times in your time zone (${zone})` : msg`Times in your time zone`,
});

/** The shared messages, each read in the page's language, with the feature's own texts. */
export const FLASH_EVENT_TEXTS = withPageTexts(
  inPageLanguage(FLASH_EVENT_MESSAGES, FLASH_EVENT_SHARED_TEXTS),
  {
    /** The schedule page's description for search engines and link previews. */
    get pageDescription() {
      return tr(msg`The weekly schedule of in-game flash events, in your local time.`);
    },
  },
);

/** What each event type is, in the page's language (the shared English lines are the calendar feed's). */
const DESCRIPTION_TEXTS: Record<FlashEventName, MessageDescriptor> = {
  'Trivia Quiz': msg`Answer questions about the realm against the clock; every right answer earns coins.`,
  'Guild Bonfire': msg`Gather round your guild’s fire to share a toast and collect warmth bonuses.`,
  'Guild Trial': msg`Your guild takes on a boss together; damage adds up for shared rewards.`,
  'Guild Coliseum': msg`Guilds meet in the arena in rounds of team battles for the weekly crown.`,
  Banquet: msg`A feast in the great hall: join a table, bring a dish and leave with stamina.`,
  'Fond Dream': msg`A midnight dreamscape where your heroes recall old memories for keepsakes.`,
  'Pageant Preliminary': msg`Dress your character for the first round; votes pick the finalists.`,
  'Pageant Final': msg`The finalists take the stage and the whole server votes for the winner.`,
  'Cascade Manor': msg`Explore the manor’s rooms floor by floor before the waterfall resets them.`,
  'Aura Realm': msg`A short realm run where your team’s auras grow stronger with each wave.`,
  'Silk Road': msg`Escort a caravan between markets and trade along the way for rare cloth.`,
  'Wondrous Talents': msg`Show off a talent in a quick mini-game; top scores win tokens.`,
  'Flower Fete': msg`Plant and trade blossoms in the garden square for festival favours.`,
  'Ride Along': msg`Join a mounted parade across the capital and pick up gifts on the route.`,
  'Nightmare Trace': msg`Follow a trail of bad dreams through the dark and clear them for relics.`,
  'Atlas Tower': msg`Climb as many tower floors as you can before the gate closes.`,
  'Team Competition': msg`Teams of five face off in a bracket; each win moves you up the board.`,
};

/** One line on what an event type is, in the page's language. */
export function eventDescription(name: FlashEventName): string {
  return tr(DESCRIPTION_TEXTS[name]);
}

/** The English weekday names, as catalog texts (other languages take the platform's). */
const WEEKDAY_TEXTS: readonly MessageDescriptor[] = [
  msg`Sunday`,
  msg`Monday`,
  msg`Tuesday`,
  msg`Wednesday`,
  msg`Thursday`,
  msg`Friday`,
  msg`Saturday`,
];
const WEEKDAY_SHORT_TEXTS: readonly MessageDescriptor[] = [
  msg`Sun`,
  msg`Mon`,
  msg`Tue`,
  msg`Wed`,
  msg`Thu`,
  msg`Fri`,
  msg`Sat`,
];

/** A weekday's name in the page's language (0 is Sunday), in full or short ('Sun'). */
export function weekdayText(day: number, style: 'long' | 'short' = 'long'): string {
  const language = activeLanguage();
  if (language === 'en') {
    const name = (style === 'short' ? WEEKDAY_SHORT_TEXTS : WEEKDAY_TEXTS)[day];
    return name ? tr(name) : '';
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
