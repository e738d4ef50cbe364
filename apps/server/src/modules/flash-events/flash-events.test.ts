import { FLASH_EVENT_DESCRIPTIONS } from '@haven/shared/flash-events/descriptions';
import { FLASH_EVENTS, WEEKDAY_NAMES } from '@haven/shared/flash-events/schedule';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
beforeAll(async () => {});

/** Every occurrence of the feed's events between two floating dates, as 'Weekday HH:MM Name'. */
function occurrencesBetween(feed: string, from: string, to: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(feed));
  const start = ICAL.Time.fromDateTimeString(from);
  const end = ICAL.Time.fromDateTimeString(to);
  const found: string[] = [];
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    const iterator = event.iterator();
    for (let next = iterator.next(); next && next.compare(end) < 0; next = iterator.next()) {
      if (next.compare(start) < 0) continue;
      // Floating: no zone, so the calendar shows the clock time as written.
      expect(next.zone?.tzid ?? 'floating').toBe('floating');
      const hhmm = `${String(next.hour).padStart(2, '0')}:${String(next.minute).padStart(2, '0')}`;
      found.push(`${WEEKDAY_NAMES[next.dayOfWeek() - 1]} ${hhmm} ${event.summary}`);
    }
  }
  return found.sort();
}

describe('GET /api/flash-events.ics', () => {
  it('is an iCalendar feed whose weekly events fall on the schedule’s days and clock times in any week', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/flash-events.ics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const expected = FLASH_EVENTS.map((e) => `${WEEKDAY_NAMES[e.dayOfWeek]} ${e.time} ${e.name}`).sort();
    // The week of Sunday 22 November 2026, far from the week the feed's events start in.
    expect(occurrencesBetween(response.body, '2026-11-22T00:00:00', '2026-11-29T00:00:00')).toEqual(expected);
    expect(response.body).toContain('RRULE:FREQ=WEEKLY');
    expect(response.body).not.toMatch(/DTSTART[^\n]*Z\r?\n/);
  });

  it('describes each event with its type’s description', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/flash-events.ics' });
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(FLASH_EVENTS.length);
    for (const event of events) {
      const name = event.summary as keyof typeof FLASH_EVENT_DESCRIPTIONS;
      expect(event.description).toBe(FLASH_EVENT_DESCRIPTIONS[name]);
    }
  });

  it('answers the same bytes each time, so calendar apps can revalidate it', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/flash-events.ics' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/flash-events.ics',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
