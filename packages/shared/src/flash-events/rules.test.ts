import { describe, expect, it } from 'vitest';
import {
  COMING_UP_TODAY_LIMIT,
  comingUpToday,
  countdownLabel,
  eventsOnDay,
  startOf,
  type TimelineRow,
  timelineRows,
  tomorrowsFirst,
  upcomingEvents,
  upcomingLabel,
} from './rules.ts';
import { FLASH_EVENTS } from './schedule.ts';

// Local clock times: the rules read the Date in the viewer's time zone, whatever it is.
const at = (year: number, month: number, day: number, hours: number, minutes: number) =>
  new Date(year, month - 1, day, hours, minutes);

describe('flash-event schedule', () => {
  it("lists at most the next three of today's later events under 'Coming Up Today'", () => {
    // Monday 2026-11-23, 04:00: ten events remain today; only the first three are coming up.
    expect(comingUpToday(at(2026, 11, 23, 4, 0)).map((e) => `${e.time} ${e.name}`)).toEqual([
      '05:00 Guild Trial',
      '08:00 Cascade Manor',
      '09:00 Pageant Preliminary',
    ]);
    expect(comingUpToday(at(2026, 11, 23, 21, 0)).map((e) => e.time)).toEqual(['21:30']);
    expect(comingUpToday(at(2026, 11, 23, 21, 30))).toEqual([]);
  });

  it('holds every event of the week, each day in time order', () => {
    expect(eventsOnDay(1).map((e) => `${e.time} ${e.name}`)).toEqual([
      '05:00 Guild Trial',
      '08:00 Cascade Manor',
      '09:00 Pageant Preliminary',
      '12:00 Trivia Quiz',
      '12:30 Flower Fete',
      '13:00 Banquet',
      '18:00 Banquet',
      '18:30 Trivia Quiz',
      '21:00 Guild Bonfire',
      '21:30 Banquet',
    ]);
    expect(eventsOnDay(0).map((e) => e.time)).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '18:00',
      '18:05',
      '18:30',
      '20:00',
      '21:30',
    ]);
    expect(FLASH_EVENTS).toHaveLength(8 + 10 + 8 + 8 + 8 + 9 + 9);
  });
});

describe('upcomingEvents', () => {
  it("lists today's events later than now first, then tomorrow's, five at most", () => {
    // Monday 23 November 2026, 17:59.
    const events = upcomingEvents(at(2026, 11, 23, 17, 59));
    expect(events.map(upcomingLabel)).toEqual([
      'Today at 18:00',
      'Today at 18:30',
      'Today at 21:00',
      'Today at 21:30',
      'Tomorrow at 00:00',
    ]);
    expect(events.map((e) => e.name)).toEqual([
      'Banquet',
      'Trivia Quiz',
      'Guild Bonfire',
      'Banquet',
      'Fond Dream',
    ]);
  });

  it('leaves out an event starting this very minute', () => {
    const events = upcomingEvents(at(2026, 11, 23, 21, 30));
    expect(events[0]).toMatchObject({ day: 'tomorrow', name: 'Fond Dream', time: '00:00' });
  });

  it("counts all of tomorrow's events once today's are over", () => {
    const events = upcomingEvents(at(2026, 11, 23, 23, 0), 20);
    expect(events).toHaveLength(8);
    expect(events.every((e) => e.day === 'tomorrow' && e.dayOfWeek === 2)).toBe(true);
  });

  it('crosses the week boundary from Saturday to Sunday', () => {
    // Saturday 28 November 2026, 22:00: nothing left today, Sunday's events next.
    const events = upcomingEvents(at(2026, 11, 28, 22, 0));
    expect(events.map(upcomingLabel)).toEqual([
      'Tomorrow at 12:00',
      'Tomorrow at 12:30',
      'Tomorrow at 13:00',
      'Tomorrow at 18:00',
      'Tomorrow at 18:05',
    ]);
    expect(events.every((e) => e.dayOfWeek === 0)).toBe(true);
  });
});

describe('tomorrowsFirst', () => {
  it("names tomorrow's first three events, in time order", () => {
    // Monday 23 November 2026, 22:00: nothing left today.
    expect(comingUpToday(at(2026, 11, 23, 22, 0))).toEqual([]);
    expect(tomorrowsFirst(at(2026, 11, 23, 22, 0)).map((e) => `${e.time} ${e.name}`)).toEqual([
      '00:00 Fond Dream',
      '12:00 Trivia Quiz',
      '12:30 Wondrous Talents',
    ]);
    expect(tomorrowsFirst(at(2026, 11, 23, 22, 0))).toHaveLength(COMING_UP_TODAY_LIMIT);
  });

  it("wraps from Saturday to Sunday's events", () => {
    expect(tomorrowsFirst(at(2026, 11, 28, 22, 0), 1).map((e) => e.dayOfWeek)).toEqual([0]);
  });
});

describe('countdown', () => {
  it('starts an event today or tomorrow at its clock time', () => {
    const now = at(2026, 11, 23, 23, 0);
    const [first] = upcomingEvents(now, 1);
    if (!first) throw new Error('no upcoming event');
    expect(startOf(first, now)).toEqual(at(2026, 11, 24, 0, 0));
    const [today] = upcomingEvents(at(2026, 11, 23, 17, 59), 1);
    if (!today) throw new Error('no upcoming event');
    expect(startOf(today, at(2026, 11, 23, 17, 59))).toEqual(at(2026, 11, 23, 18, 0));
  });

  it('says the minutes left, a started minute counted whole, with hours past the first', () => {
    const start = at(2026, 11, 23, 18, 0);
    expect(countdownLabel(start, at(2026, 11, 23, 17, 48))).toBe('Starts in 12 min');
    expect(countdownLabel(start, new Date(at(2026, 11, 23, 17, 59).getTime() + 30_000))).toBe(
      'Starts in 1 min',
    );
    expect(countdownLabel(start, at(2026, 11, 23, 16, 55))).toBe('Starts in 1 h 5 min');
    expect(countdownLabel(start, at(2026, 11, 23, 16, 0))).toBe('Starts in 2 h');
    expect(countdownLabel(start, at(2026, 11, 22, 22, 0))).toBe('Starts in 20 h');
    expect(countdownLabel(start, start)).toBe('Starting now');
  });
});

/** A row as a short line: '05' an hour with events, '00-04' a quiet run, 'now 18:15'. */
function describeRow(row: TimelineRow): string {
  const pad = (hour: number) => String(hour).padStart(2, '0');
  if (row.kind === 'now') return `now ${row.time}`;
  if (row.kind === 'quiet') return `${pad(row.fromHour)}-${pad(row.toHour)}`;
  return `${pad(row.hour)}${row.isContinued ? '+' : ''} ${row.events.map((e) => e.time).join(',')}`;
}

describe('timelineRows', () => {
  const monday = eventsOnDay(1);

  it('folds each run of hours without events into one row', () => {
    expect(timelineRows(monday).map(describeRow)).toEqual([
      '00-04',
      '05 05:00',
      '06-07',
      '08 08:00',
      '09 09:00',
      '10-11',
      '12 12:00,12:30',
      '13 13:00',
      '14-17',
      '18 18:00,18:30',
      '19-20',
      '21 21:00,21:30',
      '22-23',
    ]);
  });

  it('puts the current time between the events that have started and those to come, splitting their hour', () => {
    expect(timelineRows(monday, '18:15').map(describeRow).slice(8, 13)).toEqual([
      '14-17',
      '18 18:00',
      'now 18:15',
      '18+ 18:30',
      '19-20',
    ]);
    // An event starting this very minute has started.
    expect(timelineRows(monday, '18:00').map(describeRow).slice(9, 12)).toEqual([
      '18 18:00',
      'now 18:00',
      '18+ 18:30',
    ]);
  });

  it('splits a quiet run around the current time, the rest of its hour staying quiet', () => {
    expect(timelineRows(monday, '03:10').map(describeRow).slice(0, 4)).toEqual([
      '00-02',
      'now 03:10',
      '03-04',
      '05 05:00',
    ]);
    expect(timelineRows(monday, '23:59').map(describeRow).slice(-4)).toEqual([
      '21 21:00,21:30',
      '22-22',
      'now 23:59',
      '23-23',
    ]);
    expect(timelineRows(monday, '00:00').map(describeRow).slice(0, 2)).toEqual(['now 00:00', '00-04']);
  });

  it('shows the current time after an hour whose events have all started', () => {
    expect(timelineRows(monday, '21:45').map(describeRow).slice(-3)).toEqual([
      '21 21:00,21:30',
      'now 21:45',
      '22-23',
    ]);
  });
});
