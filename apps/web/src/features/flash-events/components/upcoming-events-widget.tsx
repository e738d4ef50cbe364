import { upcomingEvents } from '@haven/shared/flash-events/rules';
import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { CARD_CLASSES } from '../../../components/ui/card';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../lib/paths';
import { useNow } from '../hooks/use-now';
import { FLASH_EVENT_TEXTS as M, upcomingText } from '../shared-texts';
import { EventDot } from './event-dot';

/** The next five flash events in the viewer's local time, with a link to the whole week. */
export function UpcomingEventsWidget() {
  const now = useNow();
  const events = upcomingEvents(now);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${CARD_CLASSES} p-4 sm:p-6`}>
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-slate-900 dark:text-white">
        <CalendarClock aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
        {M.widgetTitle}
      </h2>
      {events.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{M.widgetEmpty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-white/10">
          {events.map((event) => (
            <li
              key={`${event.day}-${event.time}-${event.name}`}
              className="flex items-center gap-3 py-2 text-sm"
            >
              <EventDot color={event.color} />
              <span data-content className="min-w-0 flex-1 font-medium text-slate-900 dark:text-white">
                {event.name}
              </span>
              <span className="text-slate-600 tabular-nums dark:text-slate-400">{upcomingText(event)}</span>
            </li>
          ))}
        </ul>
      )}
      <TextLink to={paths.flashEvents} className="mt-3 inline-block rounded text-sm">
        {M.viewSchedule}
      </TextLink>
    </section>
  );
}
