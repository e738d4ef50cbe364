import type { DatedItem } from '@haven/shared/banners/schemas';
import { slugifyName } from '@haven/shared/common/slug';
import { FLASH_EVENTS } from '@haven/shared/flash-events/schedule';
import { DEFAULT_LANGUAGE, type Language } from '@haven/shared/i18n/languages';
import ical, { ICalEventRepeatingFreq } from 'ical-generator';
import { siteLink } from '../../mail/language.ts';
import { serverTexts } from '../../texts/index.ts';

/** How long each event is shown in a calendar; the game does not say, half an hour reads well. */
const EVENT_MINUTES = 30;
// A week that starts on a Sunday (5 January 2025): each event's first occurrence falls in it.
const ANCHOR_SUNDAY = Date.UTC(2025, 0, 5);

/**
 * The weekly schedule as an iCalendar feed: one event per weekly occurrence, with its type's
 * description, repeating every week, in floating time (no time zone), so a calendar shows each at the same clock time as
 * the schedule page does wherever the reader is; then each banner and dated official event at its
 * own instants. Its labels are in `language`, its links lead to the pages in that language.
 */
export function flashEventsCalendar(
  dated: readonly DatedItem[] = [],
  siteUrl = '',
  language: Language = DEFAULT_LANGUAGE,
): string {
  const texts = serverTexts(language).calendar;
  const calendar = ical({
    name: texts.name,
    prodId: { company: 'Heroes Haven', product: 'flash-events', language: language.toUpperCase() },
  });
  for (const event of FLASH_EVENTS) {
    const [hours = 0, minutes = 0] = event.time.split(':').map(Number);
    // Floating times are written from the Date's UTC fields, so build them in UTC.
    const start = new Date(ANCHOR_SUNDAY + ((event.dayOfWeek * 24 + hours) * 60 + minutes) * 60_000);
    calendar.createEvent({
      id: `${event.dayOfWeek}-${event.time.replace(':', '')}-${slugifyName(event.name)}@heroes-haven`,
      summary: event.name,
      description: texts.flashEventDescriptions[event.name],
      start,
      end: new Date(start.getTime() + EVENT_MINUTES * 60_000),
      floating: true,
      repeating: { freq: ICalEventRepeatingFreq.WEEKLY },
      // A fixed stamp keeps the feed identical between requests, so its ETag holds.
      stamp: new Date(ANCHOR_SUNDAY),
    });
  }
  // Banners and dated official events happen at one instant everywhere, so they are written in UTC.
  for (const item of dated) {
    calendar.createEvent({
      id: `${item.kind}-${item.id}@heroes-haven`,
      summary: item.title,
      description: item.summary,
      start: new Date(item.startsAt),
      end: new Date(item.endsAt),
      url: siteLink(siteUrl, item.path, language),
      stamp: new Date(ANCHOR_SUNDAY),
    });
  }
  return calendar.toString();
}
