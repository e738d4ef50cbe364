import { Trans } from '@lingui/react/macro';
import { CalendarPlus, Info } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import { useScheduleClock } from '../hooks/use-now';
import { FLASH_EVENT_TEXTS as M, weekdayText } from '../shared-texts';
import { ComingUpToday } from './coming-up-today';
import { DayTimeline } from './day-timeline';
import { EventTypes } from './event-types';

/** The iCalendar feed of the schedule, served by the API. */
const CALENDAR_FEED = '/api/flash-events.ics';
// The week as players read it, Monday first.
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/**
 * The weekly flash-event schedule: what comes next first (a countdown and today's later events),
 * then a day selector (today marked), the chosen day hour by hour, the event types and a short
 * explanation. The server draws it at `drawnAt` in UTC, saying so; once live it follows the
 * viewer's clock and zone, in the same space.
 */
export function FlashEventSchedule({ drawnAt }: { drawnAt: number }) {
  const { now, timeZone, isViewers } = useScheduleClock(drawnAt);
  const today = now.getDay();
  // Today until the viewer picks a day, so moving to the viewer's zone moves the selection too.
  const [chosenDay, setSelectedDay] = useState<number | null>(null);
  const selectedDay = chosenDay ?? today;
  const aboutId = useId();

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {M.title}
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600 sm:mt-3 dark:text-slate-300">
            <Trans>The weekly schedule of in-game events.</Trans>
          </p>
          {/* One line whatever the zone's name, so the label changing moves nothing. */}
          <p className="mt-1 h-5 truncate text-sm font-semibold text-slate-700 dark:text-slate-200">
            {isViewers ? M.timesInViewerZone(timeZone) : M.timesInReference}
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

      <div className="mt-6 sm:mt-8">
        <ComingUpToday now={now} />
      </div>

      <fieldset className="mt-8">
        <legend className="sr-only">
          <Trans>Day of the week</Trans>
        </legend>
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
              <span>{weekdayText(day, 'short')}</span>
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

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <DayTimeline dayOfWeek={selectedDay} now={now} />
        <div className="space-y-6">
          <EventTypes />
          <section
            aria-labelledby={aboutId}
            className="rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-6 dark:border-brand-400/30 dark:bg-brand-500/10"
          >
            <h2
              id={aboutId}
              className="flex items-center gap-2 text-xl font-bold text-slate-900 dark:text-white"
            >
              <Info aria-hidden="true" className="size-5" />
              {M.about}
            </h2>
            <p className="mt-2 text-sm leading-6 text-slate-700 dark:text-slate-300">
              <Trans>
                Flash events are short in-game activities that come back at the same clock times every week,
                wherever you play. Use Add to calendar to subscribe, and your calendar app will remind you of
                each one.
              </Trans>
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}
