import { comingUpToday, tomorrowsFirst, upcomingEvents } from '@haven/shared/flash-events/rules';
import type { FlashEvent } from '@haven/shared/flash-events/schedule';
import { useId } from 'react';
import { CARD_CLASSES } from '../../../components/ui/card';
import { FLASH_EVENT_TEXTS as M } from '../shared-texts';
import { EventCountdown } from './event-countdown';
import { EventDot } from './event-dot';

/**
 * What is next: a countdown to the next event, then at most three of today's later events, or,
 * once today has nothing left, tomorrow's first ones.
 */
export function ComingUpToday({ now }: { now: Date }) {
  const headingId = useId();
  const tomorrowId = useId();
  const comingUp = comingUpToday(now);
  const [next] = upcomingEvents(now, 1);
  return (
    <section aria-labelledby={headingId} className={`${CARD_CLASSES} p-4 sm:p-6`}>
      <h2 id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
        {M.comingUpToday}
      </h2>
      <div className="mt-3 grid gap-x-8 gap-y-3 md:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] md:items-center">
        {next && <EventCountdown event={next} now={now} />}
        {/* As tall as the longer of the two lists, so moving to the viewer's clock moves nothing. */}
        {comingUp.length > 0 ? (
          <div className="min-h-33">
            <EventList events={comingUp} />
          </div>
        ) : (
          <div className="min-h-33">
            <p className="text-sm text-slate-600 dark:text-slate-400">{M.noMoreToday}</p>
            <h3 id={tomorrowId} className="mt-2 text-sm font-bold text-slate-900 dark:text-white">
              {M.tomorrowsFirst}
            </h3>
            <EventList events={tomorrowsFirst(now)} labelledBy={tomorrowId} />
          </div>
        )}
      </div>
    </section>
  );
}

function EventList({ events, labelledBy }: { events: FlashEvent[]; labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="mt-2 space-y-2 first:mt-0 md:max-w-sm">
      {events.map((event) => (
        <li key={`${event.time}-${event.name}`} className="flex items-center gap-3 text-sm">
          <EventDot color={event.color} />
          <span data-content className="min-w-0 flex-1 font-medium text-slate-900 dark:text-white">
            {event.name}
          </span>
          <span className="text-slate-600 tabular-nums dark:text-slate-400">{event.time}</span>
        </li>
      ))}
    </ul>
  );
}
