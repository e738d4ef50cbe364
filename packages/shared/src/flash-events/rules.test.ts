import { describe, expect, it } from 'vitest';
import { comingUpToday, eventsOnDay, upcomingEvents, upcomingLabel } from './rules.ts';
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
