import { FLASH_EVENT_MESSAGES as M } from '@haven/shared/flash-events/messages';
import { comingUpToday, eventsOnDay } from '@haven/shared/flash-events/rules';
import { FLASH_EVENT_TYPES, type FlashEvent, WEEKDAY_NAMES } from '@haven/shared/flash-events/schedule';
import { CalendarPlus, Info } from 'lucide-react';
import { useId, useState } from 'react';
import { CARD_CLASSES } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useNow } from '../hooks/use-now';
import { EventDot } from './event-dot';

/** The iCalendar feed of the schedule, served by the API. */
const CALENDAR_FEED = '/api/flash-events.ics';
// The week as players read it, Monday first.
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * The weekly flash-event schedule in the viewer's local time: a day selector (today marked),
 * what is still to come today, the chosen day hour by hour, the colour legend and a short explanation.
 */
export function FlashEventSchedule() {
  const now = useNow();
  const today = now.getDay();
  const [selectedDay, setSelectedDay] = useState(today);
  const comingUp = comingUpToday(now);
  const dayEvents = eventsOnDay(selectedDay);
  const ids = { upcoming: useId(), timeline: useId(), legend: useId(), about: useId() };

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {M.title}
          </h1>
          <p className="mt-3 max-w-2xl text-slate-600 dark:text-slate-300">
            The weekly schedule of in-game events, in your local time.
          </p>
        </div>
        <a
          href={CALENDAR_FEED}
          className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-white/15 dark:text-slate-100 dark:hover:bg-white/10"
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          {M.addToCalendar}
        </a>
      </div>

      <fieldset className="mt-8">
        <legend className="sr-only">Day of the week</legend>
        <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
          {WEEK_ORDER.map((day) => (
            <button
              key={day}
              type="button"
              aria-pressed={selectedDay === day}
              onClick={() => setSelectedDay(day)}
              className={cn(
                'flex h-14 flex-col items-center justify-center rounded-lg border text-sm font-semibold transition-colors',
                selectedDay === day
                  ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-white/15 dark:bg-night-900 dark:text-slate-100 dark:hover:bg-white/10',
              )}
            >
              <span>{WEEKDAY_NAMES[day]?.slice(0, 3)}</span>
              {day === today && (
                <span
                  className={cn(
                    'text-[0.65rem] font-bold tracking-wider',
                    selectedDay === day ? 'text-white' : 'text-brand-700 dark:text-brand-300',
                  )}
                >
                  {M.today}
                </span>
              )}
            </button>
          ))}
        </div>
      </fieldset>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby={ids.timeline} className={`${CARD_CLASSES} p-4 sm:p-6`}>
          <h2 id={ids.timeline} className="text-xl font-bold text-slate-900 dark:text-white">
            {WEEKDAY_NAMES[selectedDay]}
          </h2>
          <ol className="mt-4 divide-y divide-slate-100 dark:divide-white/5" aria-label="Hourly timeline">
            {HOURS.map((hour) => {
              const events = dayEvents.filter((event) => Number(event.time.slice(0, 2)) === hour);
              return (
                <li key={hour} className="flex gap-4 py-1.5">
                  <span className="w-12 shrink-0 pt-0.5 text-xs text-slate-600 tabular-nums dark:text-slate-400">
                    {String(hour).padStart(2, '0')}:00
                  </span>
                  <div className="flex min-w-0 flex-1 flex-wrap gap-2">
                    {events.map((event) => (
                      <EventChip key={`${event.time}-${event.name}`} event={event} />
                    ))}
                  </div>
                </li>
              );
            })}
          </ol>
        </section>

        <div className="space-y-6">
          <section aria-labelledby={ids.upcoming} className={`${CARD_CLASSES} p-4 sm:p-6`}>
            <h2 id={ids.upcoming} className="text-xl font-bold text-slate-900 dark:text-white">
              {M.comingUpToday}
            </h2>
            {comingUp.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{M.noMoreToday}</p>
            ) : (
              <ul className="mt-3 space-y-2">
                {comingUp.map((event) => (
                  <li key={`${event.time}-${event.name}`} className="flex items-center gap-3 text-sm">
                    <EventDot color={event.color} />
                    <span className="min-w-0 flex-1 font-medium text-slate-900 dark:text-white">
                      {event.name}
                    </span>
                    <span className="text-slate-600 tabular-nums dark:text-slate-400">{event.time}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby={ids.legend} className={`${CARD_CLASSES} p-4 sm:p-6`}>
            <h2 id={ids.legend} className="text-xl font-bold text-slate-900 dark:text-white">
              {M.eventTypes}
            </h2>
            <ul className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
              {Object.entries(FLASH_EVENT_TYPES).map(([name, color]) => (
                <li key={name} className="flex items-center gap-2 text-slate-800 dark:text-slate-200">
                  <EventDot color={color} />
                  {name}
                </li>
              ))}
            </ul>
          </section>

          <section
            aria-labelledby={ids.about}
            className="rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-6 dark:border-brand-400/30 dark:bg-brand-500/10"
          >
            <h2
              id={ids.about}
              className="flex items-center gap-2 text-xl font-bold text-slate-900 dark:text-white"
            >
              <Info aria-hidden="true" className="size-5" />
              {M.about}
            </h2>
            <p className="mt-2 text-sm leading-6 text-slate-700 dark:text-slate-300">
              Flash events are short in-game activities that come back at the same times every week. Times on
              this page are shown in your device's local time. Use Add to calendar to subscribe, and your
              calendar app will remind you of each one.
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}

function EventChip({ event }: { event: FlashEvent }) {
  return (
    <span className="inline-flex items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-2 py-1 text-sm dark:border-white/10 dark:bg-white/5">
      <EventDot color={event.color} />
      <span className="font-medium text-slate-900 dark:text-white">{event.name}</span>
      <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">{event.time}</span>
    </span>
  );
}
